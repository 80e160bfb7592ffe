import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RecordListSkeleton } from '../RecordList'
import { TableSkeleton } from '../Table'
import { MediaSwitch } from './MediaSwitch'

// Queries that hold, and do not, at any width the stories are shown at.
const ALWAYS = '(min-width: 0px)'
const NEVER = '(min-width: 100000px)'

/**
 * Both layouts of a loading view, CSS showing the one the query picks: what the build's prerender
 * renders where the screen's width is not known.
 */
const meta = {
  title: 'UI/Primitives/MediaSwitch',
  component: MediaSwitch,
  parameters: { layout: 'padded' },
  args: {
    query: ALWAYS,
    matching: (
      <TableSkeleton
        aria-label="Subscriptions"
        loadingText="Loading subscriptions"
        columns={['Name', 'Amount', 'Category']}
        rowHeaderColumn="Name"
        rows={3}
      />
    ),
    otherwise: (
      <RecordListSkeleton loadingText="Loading subscriptions" cards={3} fields={['Amount']} />
    ),
  },
} satisfies Meta<typeof MediaSwitch>
export default meta
type Story = StoryObj<typeof meta>

/** The query matches: the table's skeleton shows, and only it is in the accessibility tree. */
export const Matching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table', { name: 'Subscriptions' })).toBeVisible()
    await expect(canvas.getAllByRole('status')).toHaveLength(1)
    await expect(canvasElement.querySelectorAll('article')[0]).not.toBeVisible()
  },
}

/** The query does not match: the cards' skeleton shows instead. */
export const Otherwise: Story = {
  args: { query: NEVER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getAllByRole('status')).toHaveLength(1)
    await expect(canvasElement.querySelectorAll('article')[0]).toBeVisible()
  },
}
