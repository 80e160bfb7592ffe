import { CURRENCIES, FIRST_PICKER_YEAR } from '@recur/api'
import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { size } from '../../theme'
import { cardNamed, emptyPlay, errorPlay, loadingPlay, widthDecorator } from '../storySupport'
import { SpendByCurrencyCard } from './SpendByCurrencyCard'

const meta = {
  title: 'UI/Dashboard/SpendByCurrencyCard',
  component: SpendByCurrencyCard,
  parameters: { layout: 'padded' },
  decorators: [widthDecorator(size.authFormMax)],
  args: {
    status: 'ready',
    rows: dashboardFixtures.currencySpend(),
    period: 'all-time',
    onPeriodChange: fn(),
    today: '2026-03-15',
    firstYear: FIRST_PICKER_YEAR,
    currencies: CURRENCIES,
    onRetry: fn(),
  },
} satisfies Meta<typeof SpendByCurrencyCard>

export default meta
type Story = StoryObj<typeof meta>

const CARD = 'Spend By Currency'
const card = (canvasElement: HTMLElement) => cardNamed(canvasElement, CARD)

/** All four currencies, each amount in its own sign, with its share. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByRole('img', { name: 'Spend by currency' })).toBeVisible()
    const entries = within(panel.getByRole('list')).getAllByRole('listitem')
    await expect(entries.map((li) => li.textContent)).toEqual([
      'NGN71.2%₦914,650.00',
      'USD18.3%$156.93',
      'GBP6.4%£43.85',
      'EUR4.1%€32.97',
    ])
    await expect(panel.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('All-time')
  },
}

export const PeriodPicker: Story = {
  play: async ({ args, canvasElement }) => {
    const picker = card(canvasElement).getByRole('combobox', { name: 'Period' })
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent)
    // Today is 15 March 2026: All-time, January to March 2026, and 2023 to 2026.
    await expect(options).toEqual([
      'All-time',
      'January 2026',
      'February 2026',
      'March 2026',
      '2023',
      '2024',
      '2025',
      '2026',
    ])
    await userEvent.selectOptions(picker, 'February 2026')
    await expect(args.onPeriodChange).toHaveBeenCalledWith('2026-02')
  },
}

export const PickAYear: Story = {
  args: { today: '2026-12-31' },
  play: async ({ args, canvasElement }) => {
    const picker = card(canvasElement).getByRole('combobox', { name: 'Period' })
    await expect(within(picker).getAllByRole('option', { name: / 2026$/ })).toHaveLength(12)
    await userEvent.selectOptions(picker, '2024')
    await expect(args.onPeriodChange).toHaveBeenCalledWith('2024')
  },
}

export const PeriodChosen: Story = {
  args: { period: '2026-02' },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('combobox', { name: 'Period' })).toHaveDisplayValue(
      'February 2026',
    )
  },
}

export const OneCurrency: Story = {
  args: {
    rows: [{ name: 'Nigerian Naira', code: 'NGN', percentage: 100, total_amount: 914_650 }],
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('listitem')).toHaveTextContent('NGN100%₦914,650.00')
  },
}

export const HugeAmounts: Story = {
  args: {
    rows: [
      { name: 'Nigerian Naira', code: 'NGN', percentage: 99.9, total_amount: 98_765_432_109.99 },
      { name: 'US Dollar', code: 'USD', percentage: 0.1, total_amount: 1_234_567.5 },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByText('₦98,765,432,109.99')).toBeVisible()
    await expect(panel.getByText('$1,234,567.50')).toBeVisible()
  },
}

export const NegativeAndInvalidAmounts: Story = {
  args: {
    rows: [
      { name: 'Nigerian Naira', code: 'NGN', percentage: 80, total_amount: -2_350.75 },
      { name: 'Euro', code: 'EUR', percentage: 20, total_amount: 'abc' as unknown as number },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByText('-₦2,350.75')).toBeVisible()
    await expect(panel.getByText('Invalid amount')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: loadingPlay(CARD, { enabled: { role: 'combobox', name: 'Period' } }),
}

export const Error: Story = {
  args: { status: 'error' },
  play: errorPlay(CARD),
}

export const Empty: Story = {
  args: { rows: [], period: '2026-01' },
  play: emptyPlay(CARD, 'No spending in this period', { absentRole: 'img' }),
}

export const Dark: Story = { globals: { theme: 'dark' } }
