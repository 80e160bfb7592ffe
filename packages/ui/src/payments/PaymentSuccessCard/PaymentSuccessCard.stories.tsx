import { pages } from '@recur/api/contract'
import { paymentFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PaymentSuccessCard } from './PaymentSuccessCard'

const meta = {
  title: 'UI/Payments/PaymentSuccessCard',
  component: PaymentSuccessCard,
  parameters: { layout: 'padded' },
  args: {
    result: paymentFixtures.paymentResult(),
    subscriptionsHref: pages.subscriptions,
    onReset: fn(),
  },
} satisfies Meta<typeof PaymentSuccessCard>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Payment successful! 🎉' }))

export const Active: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Payment successful! 🎉',
    )
    await expect(panel.getByText('DStv Compact')).toBeVisible()
    await expect(panel.getByText('₦15,800.00')).toBeVisible()
    await expect(panel.getByText('Active')).toBeVisible()
    await expect(panel.getByText('21-Nov-2026')).toBeVisible()
    await expect(panel.getByText('21-Dec-2026')).toBeVisible()
    await expect(panel.getByRole('link', { name: 'View your Subscriptions' })).toHaveAttribute(
      'href',
      pages.subscriptions,
    )
    await userEvent.click(panel.getByRole('button', { name: 'Make another payment' }))
    await expect(args.onReset).toHaveBeenCalledTimes(1)
  },
}

/** Spec §2: any status other than active reads 'Inactive'. */
export const Inactive: Story = {
  args: { result: paymentFixtures.paymentResult({ status: 'pending' }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Inactive')).toBeVisible()
    await expect(card(canvasElement).queryByText('Active')).toBeNull()
  },
}

export const LongName: Story = {
  args: {
    result: paymentFixtures.paymentResult({
      name: 'DStv Premium French with Showmax Pro and the Extra View add-on for the living room',
      amount: 98_765_432.1,
    }),
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
