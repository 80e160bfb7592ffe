import type { GraphPeriod, ViewStatus } from '@recur/api/contract'
import { CURRENCIES, FIRST_PICKER_YEAR } from '@recur/api'
import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { breakpoint, size } from '../../theme'
import { CategoryStatisticsCard } from '../CategoryStatisticsCard'
import { ExpiringSoonCard } from '../ExpiringSoonCard'
import { RenewalRankingCard } from '../RenewalRankingCard'
import { SpendByCurrencyCard } from '../SpendByCurrencyCard'
import { TotalEntriesCard } from '../TotalEntriesCard'
import { TotalSpendCard } from '../TotalSpendCard'
import { YearlySpendCard } from '../YearlySpendCard'
import { DashboardOverview } from './DashboardOverview'

const TODAY = '2026-11-22'
const f = dashboardFixtures

/** Every card in one state, with the controls held in story state as the app holds them. */
function Cards({ status, empty = false }: { status: ViewStatus; empty?: boolean }) {
  const [currency, setCurrency] = useState('NGN')
  const [graphCurrency, setGraphCurrency] = useState('NGN')
  const [period, setPeriod] = useState<GraphPeriod>('month')
  const [spendPeriod, setSpendPeriod] = useState('all-time')
  const summary = empty
    ? f.dashboardSummary({ total_amount_spent: 0, total_entries: 0, month_average: 0 })
    : f.dashboardSummary({ currency: currency as 'NGN' })
  return (
    <DashboardOverview
      totalSpend={
        <TotalSpendCard
          status={status}
          summary={summary}
          currency={currency}
          currencies={CURRENCIES}
          onCurrencyChange={setCurrency}
        />
      }
      totalEntries={<TotalEntriesCard status={status} summary={summary} currencies={CURRENCIES} />}
      renewals={
        <RenewalRankingCard
          most={{ status, rows: empty ? [] : f.renewals() }}
          least={{ status, rows: empty ? [] : f.renewals().reverse() }}
        />
      }
      yearlySpend={
        <YearlySpendCard
          status={status}
          rows={empty ? [] : period === 'year' ? f.yearGraph() : f.monthGraph()}
          years={empty ? [] : f.yearGraph()}
          period={period}
          onPeriodChange={setPeriod}
          currency={graphCurrency}
          currencies={CURRENCIES}
          onCurrencyChange={setGraphCurrency}
        />
      }
      categoryStatistics={
        <CategoryStatisticsCard status={status} rows={empty ? [] : f.categorySpend()} />
      }
      expiringSoon={
        <ExpiringSoonCard
          status={status}
          rows={empty ? [] : f.expiringSoon()}
          today={TODAY}
          currencies={CURRENCIES}
        />
      }
      spendByCurrency={
        <SpendByCurrencyCard
          status={status}
          rows={empty ? [] : f.currencySpend()}
          period={spendPeriod}
          onPeriodChange={setSpendPeriod}
          today={TODAY}
          firstYear={FIRST_PICKER_YEAR}
          currencies={CURRENCIES}
        />
      }
    />
  )
}

const meta = {
  title: 'UI/Dashboard/DashboardOverview',
  component: DashboardOverview,
  parameters: { layout: 'padded' },
  render: () => <Cards status="ready" />,
} satisfies Meta<typeof DashboardOverview>

export default meta
type Story = StoryObj<typeof meta>

const CARD_TITLES = [
  'Total spend',
  'Total Entries',
  'Renewals',
  'Yearly Spend',
  'Category Statistics',
  'Spend By Currency',
  'Expiring Soon',
]

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const overview = canvas.getByRole('region', { name: 'Overview' })
    await expect(within(overview).getByRole('heading', { level: 2 })).toHaveTextContent('Overview')
    // The cards, in reading order, each a region named by its h3.
    await expect(
      within(overview)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(CARD_TITLES)

    // The controls are live: Year switches the chart to the year rows.
    const yearly = within(canvas.getByRole('region', { name: 'Yearly Spend' }))
    await userEvent.click(yearly.getByRole('radio', { name: 'Year' }))
    // Drawn once its width is measured (a frame at most).
    await expect(await yearly.findByRole('img', { name: 'Spend by year in NGN' })).toBeVisible()
  },
}

export const Loading: Story = {
  render: () => <Cards status="loading" />,
  play: async ({ canvasElement }) => {
    const loading = within(canvasElement)
      .getAllByRole('status')
      .filter((s) => s.textContent === 'Loading...')
    // Six cards, and the closed renewal dropdowns keep theirs hidden until opened.
    await expect(loading).toHaveLength(6)
  },
}

/** The summary loaded but every card's own query failed. */
export const CardErrors: Story = {
  render: () => <Cards status="error" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(6)
  },
}

export const Empty: Story = {
  render: () => <Cards status="ready" empty />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No Subscription Expiring soon')).toBeVisible()
    await expect(canvas.getByText('No spend recorded yet')).toBeVisible()
    await expect(canvas.getByText('AVG : ₦0.00 per month')).toBeVisible()
  },
}

const columns = (frame: Element) =>
  new Set(
    [...frame.querySelectorAll('[data-slot]')].map((slot) =>
      Math.round(slot.getBoundingClientRect().left),
    ),
  ).size

/** The slots in the order the eye reads them (row by row), to compare with the markup's. */
const visualOrder = (frame: Element) =>
  [...frame.querySelectorAll('[data-slot]')]
    .map((slot) => ({ slot, box: slot.getBoundingClientRect() }))
    .sort((a, b) => Math.round(a.box.top - b.box.top) || a.box.left - b.box.left)
    .map(({ slot }) => slot.getAttribute('data-slot'))
const markupOrder = (frame: Element) =>
  [...frame.querySelectorAll('[data-slot]')].map((slot) => slot.getAttribute('data-slot'))

/** 360px: one column, nothing wider than the screen (the table scrolls inside its card). */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '360px' }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame')
    // Once the charts have measured their box (useWidth's ResizeObserver, after a layout).
    await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(360))
    await expect(columns(frame)).toBe(1)
    await expect(visualOrder(frame)).toEqual(markupOrder(frame))
  },
}

/** A desktop width: three columns, the wide cards beside a doughnut. */
export const Desktop: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: size.contentMax }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame')
    await expect(columns(frame)).toBe(3)
    await expect(visualOrder(frame)).toEqual(markupOrder(frame))
    const yearly = frame.querySelector('[data-slot="yearly"]')!.getBoundingClientRect()
    const category = frame.querySelector('[data-slot="category"]')!.getBoundingClientRect()
    await expect(Math.round(yearly.top)).toBe(Math.round(category.top))
  },
}

/** A tablet width: two columns. */
export const Tablet: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: breakpoint.md }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame')
    await expect(columns(frame)).toBe(2)
    await expect(visualOrder(frame)).toEqual(markupOrder(frame))
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
