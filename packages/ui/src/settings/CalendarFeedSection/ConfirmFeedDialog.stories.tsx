import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { calendarFeedText } from './calendarFeedText'
import ConfirmFeedDialog from './ConfirmFeedDialog'

/**
 * The calendar feed's confirmation (its own chunk, loaded when the feed's buttons show): it asks
 * before the feed is turned off or its address replaced. The section's stories open it from its
 * buttons.
 */
const meta = {
  title: 'UI/Settings/ConfirmFeedDialog',
  component: ConfirmFeedDialog,
  args: { confirming: 'revoke', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmFeedDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogIn = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name })

/** Turning the feed off: the answer that ends it is the danger button, and has the focus. */
export const Revoke: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogIn(canvasElement, calendarFeedText.revokeTitle)
    await expect(dialog).toHaveTextContent(calendarFeedText.revokeBody)
    const revoke = within(dialog).getByRole('button', { name: calendarFeedText.revoke })
    await expect(revoke).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

/** A new address in place of the old one; Cancel is a Shift+Tab away. */
export const Regenerate: Story = {
  args: { confirming: 'regenerate' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogIn(canvasElement, calendarFeedText.regenerateTitle)
    await expect(dialog).toHaveTextContent(calendarFeedText.regenerateBody)
    await expect(
      within(dialog).getByRole('button', { name: calendarFeedText.regenerate }),
    ).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(
      within(dialog).getByRole('button', { name: calendarFeedText.cancel }),
    ).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Escape is a Cancel. */
export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    await dialogIn(canvasElement, calendarFeedText.revokeTitle)
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** Answered: nothing shows. */
export const Closed: Story = {
  args: { confirming: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull()
  },
}
