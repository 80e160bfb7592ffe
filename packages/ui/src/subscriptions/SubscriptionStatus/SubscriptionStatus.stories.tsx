import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SubscriptionStatus } from './SubscriptionStatus'

const meta = {
  title: 'UI/Subscriptions/SubscriptionStatus',
  component: SubscriptionStatus,
  parameters: { layout: 'centered' },
  args: { status: 'active' },
} satisfies Meta<typeof SubscriptionStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText('active')
    await expect(pill).toHaveAttribute('data-tone', 'active')
  },
}

export const Expired: Story = {
  args: { status: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('expired')).toHaveAttribute('data-tone', 'expired')
  },
}

/** Anything containing 'active' is green, whatever else it says. */
export const ContainsActive: Story = {
  args: { status: 'Active (auto-renew)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active (auto-renew)')).toHaveAttribute(
      'data-tone',
      'active',
    )
  },
}

export const UnknownIsRed: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('cancelled')).toHaveAttribute(
      'data-tone',
      'expired',
    )
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
