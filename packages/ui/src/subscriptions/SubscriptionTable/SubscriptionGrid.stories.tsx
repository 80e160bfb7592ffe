import { CURRENCIES } from '@recur/api'
import { href, pages } from '@recur/api/contract'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
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
