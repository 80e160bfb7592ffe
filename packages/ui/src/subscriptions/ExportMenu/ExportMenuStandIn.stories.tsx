import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ExportMenuStandIn } from './ExportMenuStandIn'

/** ExportMenu before its menu has arrived: the same button, which asks for the menu when pressed. */
const meta = {
  title: 'UI/Subscriptions/ExportMenuStandIn',
  component: ExportMenuStandIn,
  parameters: { layout: 'padded' },
  args: { onPress: fn() },
} satisfies Meta<typeof ExportMenuStandIn>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export' })
    // Announced as the menu button it stands in for.
    await expect(button).toHaveAttribute('aria-haspopup', 'menu')
    await userEvent.click(button)
    await expect(args.onPress).toHaveBeenCalledTimes(1)
    // By keyboard too.
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPress).toHaveBeenCalledTimes(2)
  },
}
