import { CURRENCIES } from '@recur/api'
import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { size } from '../../theme'
import { cardNamed, errorPlay, loadingPlay, phoneDecorator, widthDecorator } from '../storySupport'
import { TotalSpendCard } from './TotalSpendCard'

const meta = {
  title: 'UI/Dashboard/TotalSpendCard',
  component: TotalSpendCard,
  parameters: { layout: 'padded' },
  decorators: [widthDecorator(size.authFormMax)],
  args: {
    status: 'ready',
    summary: dashboardFixtures.dashboardSummary(),
    currency: 'NGN',
    currencies: CURRENCIES,
    onCurrencyChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TotalSpendCard>

export default meta
type Story = StoryObj<typeof meta>

const CARD = 'Total spend'
const card = (canvasElement: HTMLElement) => cardNamed(canvasElement, CARD)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByRole('heading', { name: 'Total spend' })).toBeVisible()
    await expect(panel.getByText('₦1,284,650.75')).toBeVisible()
    await expect(panel.getByRole('combobox', { name: 'Currency' })).toHaveValue('NGN')
  },
}

export const SwitchCurrency: Story = {
  play: async ({ args, canvasElement }) => {
    const picker = card(canvasElement).getByRole('combobox', { name: 'Currency' })
    const options = within(picker).getAllByRole('option')
    // The dropdown lists the currency codes.
    await expect(options.map((o) => o.textContent)).toEqual(['NGN', 'USD', 'GBP', 'EUR'])
    await userEvent.selectOptions(picker, 'USD')
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('USD')
  },
}

/** The switch is the card's one tab stop; its list is the browser's own (keys, screen readers). */
export const SwitchCurrencyWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const picker = card(canvasElement).getByRole('combobox', { name: 'Currency' })
    await userEvent.tab()
    await expect(picker).toHaveFocus()
    await userEvent.selectOptions(picker, 'GBP')
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('GBP')
  },
}

export const InDollars: Story = {
  args: {
    currency: 'USD',
    summary: dashboardFixtures.dashboardSummary({ currency: 'USD', total_amount_spent: 862.4 }),
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('$862.40')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: loadingPlay(CARD, {
    absentText: '₦1,284,650.75',
    // The switch stays usable while the amount loads.
    enabled: { role: 'combobox', name: 'Currency' },
  }),
}

export const Error: Story = {
  args: { status: 'error' },
  play: errorPlay(CARD),
}

export const ZeroSpend: Story = {
  args: { summary: dashboardFixtures.dashboardSummary({ total_amount_spent: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('₦0.00')).toBeVisible()
  },
}

export const HugeAmount: Story = {
  args: { summary: dashboardFixtures.dashboardSummary({ total_amount_spent: 98_765_432_109.99 }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('₦98,765,432,109.99')).toBeVisible()
  },
}

export const NegativeAmount: Story = {
  args: { summary: dashboardFixtures.dashboardSummary({ total_amount_spent: -2_350.75 }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('-₦2,350.75')).toBeVisible()
  },
}

export const InvalidAmount: Story = {
  args: {
    summary: dashboardFixtures.dashboardSummary({
      total_amount_spent: 'abc' as unknown as number,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Invalid amount')).toBeVisible()
  },
}

/** A currency the list has no sign for shows ₦ (spec §3). */
export const UnknownCurrency: Story = {
  args: {
    currency: 'NGN',
    summary: dashboardFixtures.dashboardSummary({ currency: 'JPY' as never }),
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('₦1,284,650.75')).toBeVisible()
  },
}

export const Phone: Story = {
  args: { summary: dashboardFixtures.dashboardSummary({ total_amount_spent: 98_765_432_109.99 }) },
  decorators: [phoneDecorator],
}

export const Dark: Story = { globals: { theme: 'dark' } }
