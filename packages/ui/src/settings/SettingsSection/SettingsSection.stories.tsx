import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SettingsSection } from './SettingsSection'

const meta = {
  title: 'UI/Settings/SettingsSection',
  component: SettingsSection,
  parameters: { layout: 'padded' },
  args: {
    title: 'Reminders',
    intro: 'How many days before a subscription ends Recur e-mails you.',
    children: <p>The section’s controls.</p>,
  },
} satisfies Meta<typeof SettingsSection>

export default meta
type Story = StoryObj<typeof meta>

/** A region named by its heading, its intro under the title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Reminders' })
    await expect(region).toHaveTextContent('How many days before a subscription ends')
    await expect(region).not.toHaveAttribute('aria-busy')
  },
}

/** Its content loading: assistive technology hears the region is busy. */
export const Busy: Story = {
  args: { busy: true, intro: undefined },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Reminders' })
    await expect(region).toHaveAttribute('aria-busy', 'true')
  },
}
