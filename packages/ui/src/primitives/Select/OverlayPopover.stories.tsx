import type { Meta, StoryObj } from '@storybook/react-vite'
import { Dialog, DialogTrigger } from 'react-aria-components'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { OverlayPopover } from './OverlayPopover'

/**
 * The raised box Select's options, ExportMenu's choices and DatePicker's calendar open in: under
 * its trigger, at least as wide, scrolling past four rows' worth of height.
 */
const meta = {
  title: 'UI/Primitives/OverlayPopover',
  component: OverlayPopover,
  parameters: { layout: 'padded' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Show details</Button>
      <OverlayPopover {...args}>
        <Dialog aria-label="Details" style={{ outline: 'none' }}>
          Renews on 12 December 2026 from your wallet.
        </Dialog>
      </OverlayPopover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof OverlayPopover>

export default meta
type Story = StoryObj<typeof meta>

/** Opened: below its trigger, its start edge on the trigger's. */
export const Open: Story = {
  args: { placement: 'bottom start' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show details' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Details' })
    await expect(dialog).toHaveTextContent('Renews on 12 December 2026 from your wallet.')
    const box = dialog.parentElement as HTMLElement
    await expect(box.getBoundingClientRect().top).toBeGreaterThan(
      trigger.getBoundingClientRect().bottom,
    )
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().width,
    )
  },
}
