import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { size } from '../../theme'
import { cardNamed, emptyPlay, errorPlay, loadingPlay, widthDecorator } from '../storySupport'
import { CategoryStatisticsCard } from './CategoryStatisticsCard'

const meta = {
  title: 'UI/Dashboard/CategoryStatisticsCard',
  component: CategoryStatisticsCard,
  parameters: { layout: 'padded' },
  decorators: [widthDecorator(size.authFormMax)],
  args: { status: 'ready', rows: dashboardFixtures.categorySpend(), onRetry: fn() },
} satisfies Meta<typeof CategoryStatisticsCard>

export default meta
type Story = StoryObj<typeof meta>

const CARD = 'Category Statistics'
const card = (canvasElement: HTMLElement) => cardNamed(canvasElement, CARD)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByRole('img', { name: 'Spend by category' })).toBeVisible()
    const entries = within(panel.getByRole('list')).getAllByRole('listitem')
    await expect(entries.map((li) => li.textContent)).toEqual([
      'Entertainment38.5%',
      'TV27.3%',
      'Music14.8%',
      'Cloud Storage11.5%',
      'Others8%',
    ])
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: loadingPlay(CARD, { absentRole: 'img' }),
}

export const Error: Story = {
  args: { status: 'error' },
  play: errorPlay(CARD),
}

export const Empty: Story = {
  args: { rows: [] },
  play: emptyPlay(CARD, 'No spending by category yet', { absentRole: 'img' }),
}

export const OneCategory: Story = {
  args: { rows: [{ name: 'Entertainment', percentage: 100 }] },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('listitem')).toHaveTextContent('Entertainment100%')
  },
}

export const ManyCategories: Story = {
  args: {
    rows: [
      { name: 'Entertainment', percentage: 30 },
      { name: 'TV', percentage: 20 },
      { name: 'Music', percentage: 18 },
      { name: 'Cloud Storage', percentage: 12 },
      { name: 'Gaming', percentage: 8 },
      { name: 'News', percentage: 5 },
      { name: 'Fitness', percentage: 4 },
      { name: 'Others', percentage: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const entries = within(card(canvasElement).getByRole('list')).getAllByRole('listitem')
    await expect(entries).toHaveLength(5)
    // 'Others' is not listed inside the Others slice: its 3% is in the slice's 20%.
    await expect(entries[4]).toHaveTextContent('Others20%Includes Gaming 8% · News 5% · Fitness 4%')
    await expect(entries[4]).not.toHaveTextContent(/Includes.*Others/)
  },
}

export const LongNames: Story = {
  args: {
    rows: [
      { name: 'Productivity, collaboration and office software subscriptions', percentage: 55 },
      { name: 'Supercalifragilisticexpialidocious-streaming-bundle', percentage: 45 },
    ],
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
