import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { size } from '../../theme'
import { widthDecorator } from '../storySupport'
import { DoughnutChart } from './DoughnutChart'

const categories = dashboardFixtures
  .categorySpend()
  .map((row) => ({ id: row.name, label: row.name, value: row.percentage }))

const meta = {
  title: 'UI/Dashboard/DoughnutChart',
  component: DoughnutChart,
  parameters: { layout: 'padded' },
  decorators: [widthDecorator(size.readableMax)],
  args: { data: categories, cutout: 0.7, label: 'Spend by category' },
} satisfies Meta<typeof DoughnutChart>

export default meta
type Story = StoryObj<typeof meta>

const legendEntries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list')).getAllByRole('listitem')

/** The radii of the arcs a slice is drawn with (outer edge, inner edge, rounded corners). */
const arcRadii = (canvasElement: HTMLElement) =>
  new Set(
    [...canvasElement.querySelectorAll('svg path')].flatMap((path) =>
      [...(path.getAttribute('d') ?? '').matchAll(/A([\d.]+),/g)].map(
        (m) => Math.round(Number(m[1]) * 10) / 10,
      ),
    ),
  )

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Spend by category' })).toBeVisible()
    await expect(legendEntries(canvasElement).map((li) => li.textContent)).toEqual([
      'Entertainment38.5%',
      'TV27.3%',
      'Music14.8%',
      'Cloud Storage11.5%',
      'Others8%',
    ])
    // Five slices, each in its own series colour, in the legend's order.
    const series = [...canvasElement.querySelectorAll('svg path')].map((p) =>
      p.getAttribute('data-series'),
    )
    await expect(series).toEqual(['0', '1', '2', '3', '4'])
    // The hollow is 70% of the radius (outer edge 98, inner edge 68.6).
    const radii = arcRadii(canvasElement)
    await expect(radii.has(98)).toBe(true)
    await expect(radii.has(68.6)).toBe(true)
  },
}

export const CurrencyCutout: Story = {
  args: {
    cutout: 0.65,
    label: 'Spend by currency',
    data: dashboardFixtures.currencySpend().map((row) => ({
      id: row.code,
      label: row.code,
      value: row.percentage,
      detail: `${row.name}`,
    })),
  },
  play: async ({ canvasElement }) => {
    const radii = arcRadii(canvasElement)
    await expect(radii.has(63.7)).toBe(true)
    await expect(legendEntries(canvasElement)[0]).toHaveTextContent('NGN71.2%Nigerian Naira')
  },
}

export const OneSlice: Story = {
  args: { data: [{ id: 'e', label: 'Entertainment', value: 100 }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg path')).toHaveLength(1)
    await expect(legendEntries(canvasElement).map((li) => li.textContent)).toEqual([
      'Entertainment100%',
    ])
  },
}

/** More than five parts: the four largest keep their colours, the rest fold into 'Others'. */
export const MoreThanFiveParts: Story = {
  args: {
    data: [
      ['Entertainment', 30],
      ['TV', 20],
      ['Music', 25],
      ['Gaming', 5],
      ['Cloud Storage', 15],
      ['News', 2],
      ['Fitness', 3],
    ].map(([label, value]) => ({ id: String(label), label: String(label), value: Number(value) })),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg path')).toHaveLength(5)
    const entries = legendEntries(canvasElement)
    await expect(entries.map((li) => li.firstElementChild?.nextSibling?.textContent)).toEqual([
      'Entertainment',
      'TV',
      'Music',
      'Cloud Storage',
      'Others',
    ])
    await expect(entries[4]).toHaveTextContent('Others10%Includes Gaming 5% · News 2% · Fitness 3%')
  },
}

export const LongNames: Story = {
  args: {
    data: [
      {
        id: 'a',
        label: 'Productivity, collaboration and office software for the whole finance team',
        value: 60,
      },
      { id: 'b', label: 'Supercalifragilisticexpialidocious-streaming-bundle', value: 40 },
    ],
  },
}

export const TinyShare: Story = {
  args: {
    data: [
      { id: 'a', label: 'Entertainment', value: 99.97 },
      { id: 'b', label: 'Newspapers', value: 0.03 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(legendEntries(canvasElement)[1]).toHaveTextContent('Newspapers<0.1%')
  },
}

export const Empty: Story = {
  args: { data: [], emptyMessage: 'No spending by category yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No spending by category yet')).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const AllZero: Story = {
  args: {
    data: [
      { id: 'a', label: 'Entertainment', value: 0 },
      { id: 'b', label: 'TV', value: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to show yet')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
