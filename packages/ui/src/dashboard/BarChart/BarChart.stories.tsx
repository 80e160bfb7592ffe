import { CURRENCIES } from '@recur/api'
import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { phoneDecorator } from '../storySupport'
import { BarChart, type BarDatum } from './BarChart'

const naira = CURRENCIES[0]
const months: BarDatum[] = dashboardFixtures.monthGraph().map((row) => {
  const name = 'month_name' in row ? row.month_name : ''
  return { label: name, shortLabel: name.slice(0, 3), value: row.total_amount }
})
const years: BarDatum[] = dashboardFixtures.yearGraph().map((row) => ({
  label: 'subscription_year' in row ? String(row.subscription_year) : '',
  value: row.total_amount,
}))

const meta = {
  title: 'UI/Dashboard/BarChart',
  component: BarChart,
  parameters: { layout: 'padded' },
  args: {
    data: months,
    label: 'Spend by month in NGN',
    currency: naira,
    categoryLabel: 'Month',
    valueLabel: 'Amount (NGN)',
  },
} satisfies Meta<typeof BarChart>

export default meta
type Story = StoryObj<typeof meta>

const ticks = (canvasElement: HTMLElement, axis: 'left' | 'bottom') =>
  [...canvasElement.querySelectorAll(`.axis-${axis} text`)].map((t) => t.textContent)
const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1)

export const Months: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Drawn once its width is measured (a frame at most).
    await expect(await canvas.findByRole('img', { name: 'Spend by month in NGN' })).toBeVisible()
    await expect(canvasElement.querySelectorAll('rect.bar')).toHaveLength(12)
    // The data table holds every amount in full.
    const rows = tableRows(canvasElement)
    await expect(rows).toHaveLength(12)
    await expect(rows[0]).toHaveTextContent('January₦38,000.00')
    await expect(rows[11]).toHaveTextContent('December₦0.00')
    await expect(canvas.getByRole('table', { name: 'Spend by month in NGN' })).toBeInTheDocument()
    // Value ticks are abbreviated, with the sign.
    await expect(ticks(canvasElement, 'left')).toContain('₦40K')
    // Each bar's tooltip reads the full amount.
    await expect(canvasElement.querySelector('rect.bar title')).toHaveTextContent(
      'January: ₦38,000.00',
    )
  },
}

export const Years: Story = {
  args: { data: years, label: 'Spend by year in NGN', categoryLabel: 'Year' },
  play: async ({ canvasElement }) => {
    await expect(ticks(canvasElement, 'bottom')).toEqual(['2024', '2025', '2026'])
    await expect(canvasElement.querySelectorAll('rect.bar')).toHaveLength(3)
  },
}

export const OneYear: Story = {
  args: { data: [{ label: '2026', value: 363_450.5 }], label: 'Spend by year in NGN' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('rect.bar')!
    // One bar stays a bar, not a wall.
    await expect(Number(bar.getAttribute('width'))).toBeLessThanOrEqual(56)
  },
}

export const ManyYears: Story = {
  args: {
    data: Array.from({ length: 27 }, (_, i) => ({
      label: String(2000 + i),
      value: 100_000 + i * 12_500,
    })),
    label: 'Spend by year in NGN',
  },
  decorators: [phoneDecorator],
  play: async ({ canvasElement }) => {
    const labels = ticks(canvasElement, 'bottom')
    await expect(canvasElement.querySelectorAll('rect.bar')).toHaveLength(27)
    // Too many for every band to be labelled at 360px: every n-th is, each year whole.
    await expect(labels.length).toBeLessThan(27)
    await expect(labels[0]).toBe('2000')
    await expect(labels.every((l) => /^\d{4}$/.test(l ?? ''))).toBe(true)
  },
}

export const AllZeros: Story = {
  args: { data: months.map((m) => ({ ...m, value: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(ticks(canvasElement, 'left')).toEqual(['₦0'])
    for (const bar of canvasElement.querySelectorAll('rect.bar')) {
      await expect(bar.getAttribute('height')).toBe('0')
    }
    await expect(tableRows(canvasElement)[5]).toHaveTextContent('June₦0.00')
  },
}

export const HugeValues: Story = {
  args: {
    data: [
      { label: '2024', value: 12_500_000 },
      { label: '2025', value: 98_765_432_109.99 },
      { label: '2026', value: 1_250_000_000 },
    ],
    label: 'Spend by year in NGN',
  },
  play: async ({ canvasElement }) => {
    await expect(ticks(canvasElement, 'left')).toContain('₦100B')
    await expect(tableRows(canvasElement)[1]).toHaveTextContent('2025₦98,765,432,109.99')
  },
}

export const NegativeAndInvalid: Story = {
  args: {
    data: [
      { label: '2024', value: 5_000 },
      { label: '2025', value: -2_350.75 },
      { label: '2026', value: 'abc' },
    ],
    currency: CURRENCIES[1],
    label: 'Spend by year in USD',
  },
  play: async ({ canvasElement }) => {
    const rows = tableRows(canvasElement)
    await expect(rows[1]).toHaveTextContent('2025-$2,350.75')
    await expect(rows[2]).toHaveTextContent('2026Invalid amount')
    await expect(ticks(canvasElement, 'left').some((t) => t?.startsWith('-$'))).toBe(true)
  },
}

export const LongLabels: Story = {
  args: {
    data: [
      { label: 'Entertainment and streaming', value: 42_000 },
      { label: 'Cloud storage and backups', value: 12_000 },
      { label: 'Productivity software', value: 30_500 },
    ],
    label: 'Spend by category in NGN',
    categoryLabel: 'Category',
  },
  decorators: [phoneDecorator],
  play: async ({ canvasElement }) => {
    const labels = ticks(canvasElement, 'bottom')
    await expect(labels.every((l) => l!.endsWith('…'))).toBe(true)
    await expect(tableRows(canvasElement)[0]).toHaveTextContent('Entertainment and streaming')
  },
}

export const Phone: Story = {
  decorators: [phoneDecorator],
  play: async ({ canvasElement }) => {
    await expect(ticks(canvasElement, 'bottom').slice(0, 3)).toEqual(['Jan', 'Feb', 'Mar'])
    const svg = canvasElement.querySelector('svg')!
    // Measured by the frame's layout (useWidth's ResizeObserver), before it is painted.
    await waitFor(() => expect(Number(svg.getAttribute('width'))).toBeLessThanOrEqual(360))
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
