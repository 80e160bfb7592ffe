import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import styled from 'styled-components'
import { size, space } from '../../theme'
import { cardNamed, widthDecorator } from '../storySupport'
import { RenewalRankingCard } from './RenewalRankingCard'

/** Room under the card for an open list, which lies over what follows rather than in the card. */
const Room = styled.div`
  padding-bottom: calc(${space[20]} * 3.5);
`

const most = dashboardFixtures.renewals()
const least = dashboardFixtures.renewals().reverse()

const meta = {
  title: 'UI/Dashboard/RenewalRankingCard',
  component: RenewalRankingCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Room>
        <Story />
      </Room>
    ),
    widthDecorator(size.authFormMax),
  ],
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

    // One at a time: opening the other closes the first.
    await userEvent.click(leastButton)
    await expect(items(canvasElement, 'Least Renewed')[0]).toBe('Spotify Family3 renewals')
    await expect(mostButton).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(leastButton)
    await expect(panel.queryByRole('list', { name: 'Least Renewed' })).toBeNull()
  },
}

/**
 * The list opens over what lies below it: the card keeps its height, so the cards beside it in
 * a row are not stretched. A press outside closes it.
 */
export const OpensOverTheCardsBelow: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    const region = within(canvasElement).getByRole('region', { name: CARD })
    const before = region.getBoundingClientRect().height
    await userEvent.click(panel.getByRole('button', { name: 'Most Renewed' }))
    await expect(items(canvasElement, 'Most Renewed')).toHaveLength(3)
    await expect(region.getBoundingClientRect().height).toBe(before)
    await userEvent.click(canvasElement.ownerDocument.body)
    await expect(panel.queryByRole('list', { name: 'Most Renewed' })).toBeNull()
  },
}

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    const mostButton = panel.getByRole('button', { name: 'Most Renewed' })
    await userEvent.click(mostButton)
    await userEvent.keyboard('{Escape}')
    await expect(mostButton).toHaveAttribute('aria-expanded', 'false')
    await expect(mostButton).toHaveFocus()
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

export const Open: Story = { args: { defaultExpanded: 'most' } }

export const OneRenewal: Story = {
  args: {
    defaultExpanded: 'most',
    most: { status: 'ready', rows: [{ parent_id: 'a', name: 'iCloud+', num_renewed: 1 }] },
  },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement, 'Most Renewed')).toEqual(['iCloud+1 renewal'])
  },
}

export const Loading: Story = {
  args: { defaultExpanded: 'most', most: { status: 'loading' }, least: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const statuses = card(canvasElement).getAllByRole('status')
    await expect(statuses.map((s) => s.textContent)).toEqual(['Loading...'])
  },
}

/** Each list fails on its own, and says so with 'Error...'. */
export const Error: Story = {
  args: { defaultExpanded: 'least', least: { status: 'error' } },
  play: async ({ canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.getByRole('alert')).toHaveTextContent('Error...')
    await userEvent.click(panel.getByRole('button', { name: 'Most Renewed' }))
    await expect(items(canvasElement, 'Most Renewed')).toHaveLength(3)
    await userEvent.click(panel.getByRole('button', { name: 'Least Renewed' }))
  },
}

export const Empty: Story = {
  args: {
    defaultExpanded: 'most',
    most: { status: 'ready', rows: [] },
    least: { status: 'ready', rows: [] },
  },
  play: async ({ canvasElement }) => {
    const [open, closed] = card(canvasElement).getAllByText('No renewals yet')
    await expect(open).toBeVisible()
    await expect(closed).not.toBeVisible()
  },
}

export const LongNames: Story = {
  args: {
    defaultExpanded: 'most',
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

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultExpanded: 'most' } }
