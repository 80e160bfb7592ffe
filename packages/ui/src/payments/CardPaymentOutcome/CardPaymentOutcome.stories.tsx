import { pages } from '@recur/api/contract'
import { paymentFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CardPaymentOutcome } from './CardPaymentOutcome'

const outcome = paymentFixtures.cardOutcome()

const meta = {
  title: 'UI/Payments/CardPaymentOutcome',
  component: CardPaymentOutcome,
  parameters: { layout: 'padded' },
  args: {
    status: 'successful',
    description: outcome.description,
    amount: outcome.amount,
    reference: outcome.reference,
    result: outcome.result,
    subscriptionsHref: pages.subscriptions,
    walletHref: pages.wallet,
    onReset: fn(),
  },
} satisfies Meta<typeof CardPaymentOutcome>

export default meta
type Story = StoryObj<typeof meta>

/** Paid by card and delivered: the spec's success card, naming the card as the source. */
export const Successful: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(
      within(canvasElement).getByRole('region', { name: 'Payment successful! 🎉' }),
    )
    await expect(panel.getByText('DStv Compact')).toBeVisible()
    await expect(panel.getByText('₦15,800.00')).toBeVisible()
    await expect(panel.getByText('Card (RCR-FUND-0007)')).toBeVisible()
  },
}

/** The card paid but the provider did not deliver: the money is in the wallet, and it says so. */
export const RefundedToWallet: Story = {
  args: {
    status: 'failed',
    result: null,
    message:
      'The provider declined this smartcard (account barred). The ₦15,800.00 taken from your card is now in your wallet.',
    refundedToWallet: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', {
        name: /^Payment failed: The provider declined this smartcard .* is now in your wallet\.$/,
      }),
    ).toBeVisible()
    await expect(canvas.getByText('DStv Compact (Smartcard Number 7030****01)')).toBeVisible()
    await expect(canvas.getByText('In your wallet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View your wallet' })).toHaveAttribute(
      'href',
      pages.wallet,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Make another payment' }))
    await expect(args.onReset).toHaveBeenCalledTimes(1)
  },
}

/** Declined (or cancelled, or expired) at the checkout: nothing was taken. */
export const Declined: Story = {
  args: {
    status: 'failed',
    result: null,
    message: 'The card was declined. No money was taken from your card.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', {
        name: 'Payment failed: The card was declined. No money was taken from your card.',
      }),
    ).toBeVisible()
    await expect(canvas.getByText('Not taken from your card')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'View your wallet' })).toBeNull()
  },
}

/** Back before the checkout or the provider answered: it says what is being waited for. */
export const Pending: Story = {
  args: { status: 'pending', result: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your card payment…')
    await expect(canvas.getByText('₦15,800.00')).toBeVisible()
  },
}

/** The reference in the address is not one of the user's card payments. */
export const NotFound: Story = {
  args: { status: 'error', result: null, description: undefined, amount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { name: 'This card payment could not be found.' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View your wallet' })).toBeVisible()
  },
}
