import { CURRENCIES } from '@recur/api'
import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { size } from '../../theme'
import {
  cardNamed,
  emptyPlay,
  errorPlay,
  loadingPlay,
  phoneDecorator,
  widthDecorator,
} from '../storySupport'
import { YearlySpendCard } from './YearlySpendCard'

const meta = {
  title: 'UI/Dashboard/YearlySpendCard',
  component: YearlySpendCard,
  parameters: { layout: 'padded' },
  decorators: [widthDecorator(size.contentMax)],
  args: {
    status: 'ready',
    rows: dashboardFixtures.monthGraph(),
    years: dashboardFixtures.yearGraph(),
    period: 'month',
    monthYear: 2026,
    onPeriodChange: fn(),
    currency: 'NGN',
    currencies: CURRENCIES,
    onCurrencyChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof YearlySpendCard>

export default meta
type Story = StoryObj<typeof meta>

const CARD = 'Yearly Spend'
const card = (canvasElement: HTMLElement) => cardNamed(canvasElement, CARD)

const CAPTION = 'Spend across 2024–2026: ₦1,284,650.75 in total'

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    // Spec §9: the toggle starts on Month.
    await expect(panel.getByRole('radio', { name: 'Month' })).toBeChecked()
    await expect(panel.getByRole('radio', { name: 'Year' })).not.toBeChecked()
    // Month bars carry no year: the chart says which one.
    await expect(panel.getByText('Spend by month in 2026')).toBeVisible()
    // Drawn once its width is measured (a frame at most).
    await expect(
      await panel.findByRole('img', { name: 'Spend by month in 2026 in NGN' }),
    ).toBeVisible()
    await expect(canvasElement.querySelectorAll('rect.bar')).toHaveLength(12)
    await expect(panel.getByText(CAPTION)).toBeVisible()
  },
}

export const ToggleToYear: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(card(canvasElement).getByRole('radio', { name: 'Year' }))
    await expect(args.onPeriodChange).toHaveBeenCalledWith('year')
  },
}

export const ToggleWithKeyboard: Story = {
  args: { period: 'year', rows: dashboardFixtures.yearGraph() },
  play: async ({ args, canvasElement }) => {
    const month = card(canvasElement).getByRole('radio', { name: 'Month' })
    // Tab reaches the chosen period; an arrow key moves the choice.
    await userEvent.tab()
    await expect(card(canvasElement).getByRole('radio', { name: 'Year' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(month).toHaveFocus()
    await expect(args.onPeriodChange).toHaveBeenCalledWith('month')
  },
}

export const SwitchCurrency: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(
      card(canvasElement).getByRole('combobox', { name: 'Currency' }),
      'EUR',
    )
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('EUR')
  },
}

export const Years: Story = {
  args: { period: 'year', rows: dashboardFixtures.yearGraph(), years: undefined },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByRole('radio', { name: 'Year' })).toBeChecked()
    // Drawn once its width is measured (a frame at most).
    await expect(await panel.findByRole('img', { name: 'Spend by year in NGN' })).toBeVisible()
    // Without `years`, the caption comes from the year rows themselves.
    await expect(panel.getByText(CAPTION)).toBeVisible()
  },
}

export const OneYear: Story = {
  args: {
    period: 'year',
    rows: [{ subscription_year: 2026, total_amount: 363_450.5 }],
    years: [{ subscription_year: 2026, total_amount: 363_450.5 }],
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Spend in 2026: ₦363,450.50 in total')).toBeVisible()
  },
}

export const InDollars: Story = {
  args: {
    currency: 'USD',
    rows: dashboardFixtures.monthGraph().map((row) => ({
      ...row,
      total_amount: Math.round(row.total_amount / 15) / 100,
    })),
    years: [
      { subscription_year: 2025, total_amount: 345.93 },
      { subscription_year: 2026, total_amount: 242.3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    // Drawn once its width is measured (a frame at most).
    await expect(
      await panel.findByRole('img', { name: 'Spend by month in 2026 in USD' }),
    ).toBeVisible()
    await expect(panel.getByText('Spend across 2025–2026: $588.23 in total')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: loadingPlay(CARD, { absentRole: 'img', enabled: { role: 'radio', name: 'Year' } }),
}

export const Error: Story = {
  args: { status: 'error', years: undefined },
  play: errorPlay(CARD),
}

export const Empty: Story = {
  args: { rows: [], years: [] },
  play: emptyPlay(CARD, 'No spend recorded yet', { absentRole: 'img', absentText: /Spend across/ }),
}

export const ZeroSpend: Story = {
  args: {
    rows: dashboardFixtures.monthGraph().map((row) => ({ ...row, total_amount: 0 })),
    years: [{ subscription_year: 2026, total_amount: 0 }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('rect.bar')).toHaveLength(12)
    await expect(card(canvasElement).getByText('Spend in 2026: ₦0.00 in total')).toBeVisible()
  },
}

export const HugeAmounts: Story = {
  args: {
    period: 'year',
    rows: [
      { subscription_year: 2024, total_amount: 1_250_000_000 },
      { subscription_year: 2025, total_amount: 98_765_432_109.99 },
    ],
    years: undefined,
  },
  play: async ({ canvasElement }) => {
    const ticks = [...canvasElement.querySelectorAll('.axis-left text')].map((t) => t.textContent)
    await expect(ticks).toContain('₦100B')
    await expect(
      card(canvasElement).getByText('Spend across 2024–2025: ₦100,015,432,109.99 in total'),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  decorators: [phoneDecorator],
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[role="img"]')!
    // Once the chart has measured its box (useWidth's ResizeObserver, after a layout).
    await waitFor(() => expect(svg.getBoundingClientRect().width).toBeLessThanOrEqual(360))
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
