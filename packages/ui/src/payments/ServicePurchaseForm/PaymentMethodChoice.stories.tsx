import { pages } from '@recur/api/contract'
import { messages, type PaymentMethod } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PaymentMethodChoice } from './PaymentMethodChoice'
import { FormColumn } from './styles'

/** Part of ServicePurchaseForm: where the money comes from. */
const meta = {
  title: 'UI/Payments/PaymentMethodChoice',
  component: PaymentMethodChoice,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <FormColumn>{Story()}</FormColumn>],
  args: {
    value: 'wallet',
    onChange: fn(),
    walletBalance: 48_250.5,
    total: 15_800,
    fundWalletHref: pages.wallet,
  },
} satisfies Meta<typeof PaymentMethodChoice>

export default meta
type Story = StoryObj<typeof meta>

/** The wallet by default, with its balance. */
export const Wallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: /Wallet/ })).toBeChecked()
    await expect(canvas.getByText('Balance: ₦48,250.50')).toBeVisible()
    await expect(canvas.queryByText(messages.insufficientFunds)).toBeNull()
  },
}

export const ChoosingCard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<PaymentMethod>(args.value)
    return (
      <PaymentMethodChoice
        {...args}
        value={value}
        onChange={(method) => {
          args.onChange(method)
          setValue(method)
        }}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: /Card/ }))
    await expect(args.onChange).toHaveBeenCalledWith('card')
    await expect(canvas.getByRole('radio', { name: /Card/ })).toBeChecked()
  },
}

/** Less in the wallet than the total: said, with a way to fund it. */
export const WalletTooLow: Story = {
  args: { walletBalance: 5_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.insufficientFunds)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Fund Wallet' })).toHaveAttribute(
      'href',
      pages.wallet,
    )
  },
}

/** By card the wallet's balance does not matter. */
export const CardWithLowWallet: Story = {
  args: { value: 'card', walletBalance: 5_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(messages.insufficientFunds)).toBeNull()
  },
}

export const BalanceUnknown: Story = {
  args: { walletBalance: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible()
  },
}
