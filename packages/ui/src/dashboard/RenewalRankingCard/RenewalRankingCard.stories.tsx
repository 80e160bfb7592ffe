import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { size } from '../../theme'
import { cardNamed, widthDecorator } from '../storySupport'
import { RenewalRankingCard } from './RenewalRankingCard'

const most = dashboardFixtures.renewals()
const least = dashboardFixtures.renewals().reverse()

const meta = {
  title: 'UI/Dashboard/RenewalRankingCard',
  component: RenewalRankingCard,
  parameters: { layout: 'padded' },
  decorators: [widthDecorator(size.authFormMax)],
  args: {
    most: { status: 'ready', rows: most },
    least: { status: 'ready', rows: least },
  },
} satisfies Meta<typeof RenewalRankingCard>

export default meta
type Story = StoryObj<typeof meta>

const CARD = 'Renewals'
const card = (canvasElement: HTMLElement) => cardNamed(canvasElement, CARD)

const items = (canvasElement: HTMLElement, list: string) =>
  within(card(canvasElement).getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    const mostButton = panel.getByRole('button', { name: 'Most Renewed' })
    const leastButton = panel.getByRole('button', { name: 'Least Renewed' })
    // Closed at first: the dropdowns' lists are hidden.
    await expect(mostButton).toHaveAttribute('aria-expanded', 'false')
    await expect(panel.queryByRole('list', { name: 'Most Renewed' })).toBeNull()

    await userEvent.click(mostButton)
    await expect(mostButton).toHaveAttribute('aria-expanded', 'true')
    await expect(items(canvasElement, 'Most Renewed')).toEqual([
      'Netflix Premium11 renewals',
      'DStv Compact8 renewals',
      'Spotify Family3 renewals',
    ])

    await userEvent.click(leastButton)
    await expect(items(canvasElement, 'Least Renewed')[0]).toBe('Spotify Family3 renewals')

    await userEvent.click(mostButton)
    await expect(panel.queryByRole('list', { name: 'Most Renewed' })).toBeNull()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await userEvent.tab()
    await expect(panel.getByRole('button', { name: 'Most Renewed' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(items(canvasElement, 'Most Renewed')).toHaveLength(3)
    await userEvent.tab()
    await expect(panel.getByRole('button', { name: 'Least Renewed' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(items(canvasElement, 'Least Renewed')).toHaveLength(3)
  },
}

export const Open: Story = { args: { defaultExpanded: true } }

export const OneRenewal: Story = {
  args: {
    defaultExpanded: true,
    most: { status: 'ready', rows: [{ parent_id: 'a', name: 'iCloud+', num_renewed: 1 }] },
  },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement, 'Most Renewed')).toEqual(['iCloud+1 renewal'])
  },
}

export const Loading: Story = {
  args: { defaultExpanded: true, most: { status: 'loading' }, least: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const statuses = card(canvasElement).getAllByRole('status')
    await expect(statuses.map((s) => s.textContent)).toEqual(['Loading...', 'Loading...'])
  },
}

/** Each list fails on its own, and says so with 'Error...'. */
export const Error: Story = {
  args: { defaultExpanded: true, least: { status: 'error' } },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByRole('alert')).toHaveTextContent('Error...')
    await expect(items(canvasElement, 'Most Renewed')).toHaveLength(3)
  },
}

export const Empty: Story = {
  args: {
    defaultExpanded: true,
    most: { status: 'ready', rows: [] },
    least: { status: 'ready', rows: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getAllByText('No renewals yet')).toHaveLength(2)
  },
}

export const LongNames: Story = {
  args: {
    defaultExpanded: true,
    most: {
      status: 'ready',
      rows: [
        {
          parent_id: 'a',
          name: 'Microsoft 365 Business Premium with Teams, Exchange Online Plan 2 and Defender',
          num_renewed: 1250,
        },
        { parent_id: 'b', name: 'Supercalifragilisticexpialidocious-bundle', num_renewed: 0 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement, 'Most Renewed')[0]).toMatch(/1,250 renewals$/)
    await expect(items(canvasElement, 'Most Renewed')[1]).toMatch(/0 renewals$/)
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultExpanded: true } }
