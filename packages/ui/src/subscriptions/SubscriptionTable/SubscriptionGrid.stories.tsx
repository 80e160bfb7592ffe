import { CURRENCIES } from '@recur/api'
import { href, pages } from '@recur/api/contract'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { scrollingPageFrame } from '../../testing/frames'
import SubscriptionGrid from './SubscriptionGrid'

/** The wide layout of SubscriptionTable on its own: the table loads it where it shows. */
const meta = {
  title: 'UI/Subscriptions/SubscriptionGrid',
  component: SubscriptionGrid,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Subscriptions',
    rows: fixtures.subscriptions().slice(0, 4),
    currencies: CURRENCIES,
    renewHref: (row) => href(pages.renewSubscription, { id: row.uid }),
    editHref: (row) => href(pages.editSubscription, { id: row.uid }),
    onDelete: fn(),
  },
} satisfies Meta<typeof SubscriptionGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('grid', { name: 'Subscriptions' }))
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(args.rows.length + 1))
  },
}

/** The header alone: what the grid costs before any row (the render bench's baseline). */
export const NoRows: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Subscriptions' })
    await expect(grid).toHaveAttribute('aria-rowcount', '1')
    // react-aria draws the header once it has built the table's collection, a render after the
    // grid mounts; on a loaded machine that render can come after the play function starts.
    await waitFor(() => expect(within(grid).getAllByRole('columnheader')).toHaveLength(8))
  },
}

const twoHundred = Array.from({ length: 200 }, (_, i) =>
  fixtures.subscription({
    name: `Subscription ${String(i + 1).padStart(3, '0')}`,
    amount: (i + 1) * 125.5,
    currency_code: CURRENCIES[i % CURRENCIES.length]!.code,
  }),
)

/**
 * 200 rows in a page 600px tall: only those in view are rendered, and the grid still counts
 * all 200 (the render bench times this over `NoRows`). The rows are given in `render`, not as
 * args, so that Storybook does not copy and serialise 200 objects as the story loads: the bench
 * times the grid, not Storybook's args.
 */
export const TwoHundredRows: Story = {
  render: (args) => <SubscriptionGrid {...args} rows={twoHundred} />,
  decorators: [scrollingPageFrame],
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Subscriptions' })
    await expect(grid).toHaveAttribute('aria-rowcount', '201')
    await waitFor(() => expect(within(grid).getByText('Subscription 008')).toBeVisible())
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(30)
    // The first paint draws the actions inert; a frame later every row shown has its three.
    await waitFor(() => {
      const rows = within(grid).getAllByRole('row').slice(1)
      for (const row of rows) {
        const name = within(row).getByRole('rowheader').textContent!
        expect(within(row).getByRole('link', { name: `Renew Subscription ${name}` })).toBeVisible()
        expect(within(row).getByRole('link', { name: `Edit Subscription ${name}` })).toBeVisible()
        expect(
          within(row).getByRole('button', { name: `Delete Subscription ${name}` }),
        ).toBeVisible()
      }
    })
  },
}
