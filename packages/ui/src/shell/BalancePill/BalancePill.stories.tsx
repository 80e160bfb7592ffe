import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BalancePill } from './BalancePill'

const meta = {
  title: 'UI/Shell/BalancePill',
  component: BalancePill,
  args: { status: 'ready', balance: 12500, href: pages.wallet },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof BalancePill>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByRole('link', { name: 'Wallet balance: ₦12,500.00' })
    await expect(pill).toHaveAttribute('href', pages.wallet)
  },
}

export const Loading: Story = {
  args: { status: 'loading', balance: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Loading...')
  },
}

/** Spec §8: a balance that failed to load still reads 'Loading...'. */
export const Error: Story = {
  args: { status: 'error', balance: undefined },
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByRole('link')
    await expect(pill).toHaveTextContent('Loading...')
    await expect(pill).toHaveAttribute('href', pages.wallet)
  },
}

export const Empty: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('₦0.00')
  },
}

export const Huge: Story = {
  args: { balance: 987654321012.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('₦987,654,321,012.50')
  },
}

export const Negative: Story = {
  args: { balance: -2350.75 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('-₦2,350.75')
  },
}

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('link')).toHaveFocus()
  },
}
