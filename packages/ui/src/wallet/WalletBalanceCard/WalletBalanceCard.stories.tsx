import { fundWalletSchema } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FundWalletDialog } from '../FundWalletDialog'
import { WalletBalanceCard, type WalletBalanceCardProps } from './WalletBalanceCard'

const meta = {
  title: 'UI/Wallet/WalletBalanceCard',
  component: WalletBalanceCard,
  parameters: { layout: 'padded' },
  args: { status: 'ready', balance: 48_250.5, onFundWallet: fn() },
} satisfies Meta<typeof WalletBalanceCard>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Wallet balance' }))

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByText('₦48,250.50')).toBeVisible()
    await userEvent.click(panel.getByRole('button', { name: 'Fund Wallet' }))
    await expect(args.onFundWallet).toHaveBeenCalledTimes(1)
  },
}

export const Loading: Story = {
  args: { status: 'loading', balance: undefined },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByRole('status')).toHaveTextContent('Loading...')
    await expect(panel.getByRole('button', { name: 'Fund Wallet' })).toBeEnabled()
  },
}

/** Spec §8: a balance that failed to load also reads 'Loading...'. */
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('status')).toHaveTextContent('Loading...')
    await expect(card(canvasElement).queryByText('₦48,250.50')).toBeNull()
  },
}

export const Empty: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('₦0.00')).toBeVisible()
  },
}

export const HugeBalance: Story = {
  args: { balance: 98_765_432_109.99 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('₦98,765,432,109.99')).toBeVisible()
  },
}

export const InvalidBalance: Story = {
  args: { balance: 'abc' },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Invalid amount')).toBeVisible()
  },
}

function WithDialog(args: WalletBalanceCardProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <WalletBalanceCard {...args} onFundWallet={() => setOpen(true)} />
      <FundWalletDialog
        isOpen={open}
        onOpenChange={setOpen}
        validationSchema={fundWalletSchema}
        onSubmit={fn()}
      />
    </>
  )
}

/** The card's button opens the dialog; Cancel closes it and focus goes back to the button. */
export const OpensFundWallet: Story = {
  render: (args) => <WithDialog {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const open = card(canvasElement).getByRole('button', { name: 'Fund Wallet' })
    await userEvent.click(open)
    const dialog = await body.findByRole('dialog', { name: 'Fund Wallet' })
    await expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(open).toHaveFocus())
  },
}

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '360px' }}>
        <Story />
      </div>
    ),
  ],
}

export const Dark: Story = { globals: { theme: 'dark' } }
