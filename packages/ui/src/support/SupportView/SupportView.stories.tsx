import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SupportView } from './SupportView'

const meta = {
  title: 'UI/Support/SupportView',
  component: SupportView,
  parameters: { layout: 'padded' },
  args: { supportEmail: 'support@recur.example' },
} satisfies Meta<typeof SupportView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'How can we help you?' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      'mailto:support@recur.example?subject=Support%20Request',
    )
  },
}

export const LongAddress: Story = {
  args: { supportEmail: 'customer.experience.and.billing.support@subscriptions.recur.example' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
