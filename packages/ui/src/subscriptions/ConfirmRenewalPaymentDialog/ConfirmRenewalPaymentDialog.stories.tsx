import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ConfirmRenewalPaymentDialog, WALLET_TOO_LOW } from './ConfirmRenewalPaymentDialog'

const meta = {
  title: 'UI/Subscriptions/ConfirmRenewalPaymentDialog',
  component: ConfirmRenewalPaymentDialog,
  args: {
    isOpen: true,
    name: 'DStv Compact',
    amount: 4500,
    balance: 50000,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmRenewalPaymentDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = (el: HTMLElement) =>
  within(el.ownerDocument.body).findByRole('alertdialog', { name: 'Confirm payment' })

/** What, how much and from where, before any money moves. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(dialog).toHaveTextContent('DStv Compact')
    await expect(dialog).toHaveTextContent('₦4,500.00')
    await expect(dialog).toHaveTextContent('Wallet (balance ₦50,000.00)')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦4,500.00' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

/** A wallet short of the amount says so, and the payment cannot be confirmed. */
export const WalletTooLow: Story = {
  args: { balance: 1200 },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(dialog).toHaveTextContent(WALLET_TOO_LOW)
    const pay = within(dialog).getByRole('button', { name: 'Pay ₦4,500.00' })
    await expect(pay).toBeDisabled()
    await userEvent.click(pay)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** The balance is still loading: nothing to confirm against yet. */
export const BalanceLoading: Story = {
  args: { balance: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(dialog).toHaveTextContent('Wallet (balance Loading...)')
    await expect(within(dialog).getByRole('button', { name: 'Pay ₦4,500.00' })).toBeDisabled()
  },
}

/** Paying: Confirm shows 'Processing', Cancel waits. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(within(dialog).getByRole('button', { name: /Processing/ })).toHaveAttribute(
      'data-pending',
      'true',
    )
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}
