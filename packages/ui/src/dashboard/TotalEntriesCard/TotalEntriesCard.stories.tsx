import { CURRENCIES } from '@recur/api'
import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { size } from '../../theme'
import { cardNamed, errorPlay, loadingPlay, widthDecorator } from '../storySupport'
import { TotalEntriesCard } from './TotalEntriesCard'

const meta = {
  title: 'UI/Dashboard/TotalEntriesCard',
  component: TotalEntriesCard,
  parameters: { layout: 'padded' },
  decorators: [widthDecorator(size.authFormMax)],
  args: {
    status: 'ready',
    summary: dashboardFixtures.dashboardSummary(),
    currencies: CURRENCIES,
    onRetry: fn(),
  },
} satisfies Meta<typeof TotalEntriesCard>

export default meta
type Story = StoryObj<typeof meta>

const CARD = 'Total Entries'
const card = (canvasElement: HTMLElement) => cardNamed(canvasElement, CARD)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByText('48')).toBeVisible()
    await expect(panel.getByText('AVG : ₦53,527.11 per month')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: loadingPlay(CARD, { absentText: /AVG/ }),
}

export const Error: Story = {
  args: { status: 'error' },
  play: errorPlay(CARD),
}

export const NoEntries: Story = {
  args: {
    summary: dashboardFixtures.dashboardSummary({ total_entries: 0, month_average: 0 }),
  },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByText('0')).toBeVisible()
    await expect(panel.getByText('AVG : ₦0.00 per month')).toBeVisible()
  },
}

export const HugeNumbers: Story = {
  args: {
    summary: dashboardFixtures.dashboardSummary({
      total_entries: 1_234_567,
      month_average: 98_765_432_109.99,
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByText('1,234,567')).toBeVisible()
    await expect(panel.getByText('AVG : ₦98,765,432,109.99 per month')).toBeVisible()
  },
}

export const InPounds: Story = {
  args: { summary: dashboardFixtures.dashboardSummary({ currency: 'GBP', month_average: 41.5 }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('AVG : £41.50 per month')).toBeVisible()
  },
}

export const InvalidAverage: Story = {
  args: {
    summary: dashboardFixtures.dashboardSummary({ month_average: 'n/a' as unknown as number }),
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('AVG : Invalid amount per month')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
