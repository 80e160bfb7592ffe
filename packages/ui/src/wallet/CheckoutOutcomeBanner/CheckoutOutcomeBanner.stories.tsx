import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CheckoutOutcomeBanner } from './CheckoutOutcomeBanner'

const meta = {
  title: 'UI/Wallet/CheckoutOutcomeBanner',
  component: CheckoutOutcomeBanner,
  parameters: { layout: 'padded' },
  args: { outcome: 'success', amount: 20_000 },
} satisfies Meta<typeof CheckoutOutcomeBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status')
    await expect(banner).toHaveTextContent('Payment received')
    await expect(banner).toHaveTextContent('₦20,000.00 was added to your wallet.')
  },
}

export const SuccessWithoutAmount: Story = { args: { amount: undefined } }

export const Pending: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Payment processing')
  },
}

export const Failed: Story = {
  args: { outcome: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Payment failed')
  },
}

export const Cancelled: Story = {
  args: { outcome: 'cancelled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Payment cancelled')
  },
}

export const ServerMessage: Story = {
  args: { outcome: 'failed', message: 'Your bank declined the transaction.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your bank declined the transaction.',
    )
  },
}

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
  },
}

export const Dark: Story = {
  args: { outcome: 'cancelled', onDismiss: fn() },
  globals: { theme: 'dark' },
}
