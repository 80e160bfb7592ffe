import type { TransactionFilter } from '@recur/api/contract'
import { paymentFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { phoneFrame } from '../../testing/frames'
import { TransactionTable, type TransactionTableProps } from './TransactionTable'

const meta = {
  title: 'UI/Wallet/TransactionTable',
  component: TransactionTable,
  parameters: { layout: 'padded' },
  args: {
    // The table; the Phone stories show the cards. The app leaves it to the screen's width.
    layout: 'table',
    status: 'ready',
    rows: paymentFixtures.transactions(),
    page: 1,
    lastPage: 3,
    onPageChange: fn(),
    search: '',
    onSearchChange: fn(),
    filter: null,
    onFilterChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TransactionTable>

export default meta
type Story = StoryObj<typeof meta>

const rowNamed = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(text) }))

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const headers = canvas.getAllByRole('columnheader').map((c) => c.textContent)
    await expect(headers).toEqual(['Action', 'Amount', 'Description', 'Date & Time'])

    const debit = rowNamed(canvasElement, 'DStv Compact')
    await expect(debit.getByText('Debit')).toBeVisible()
    await expect(debit.getByText('-₦15,800.00')).toBeVisible()
    await expect(debit.getByText('Successful')).toBeVisible()
    // 18:05 UTC is 19:05 in Lagos.
    await expect(debit.getByText('November 20, 2026 07:05 PM')).toBeVisible()

    const credits = canvas.getAllByRole('row', { name: /Wallet funding/ })
    await expect(credits).toHaveLength(2)
    await expect(within(credits[0]!).getByText('Credit')).toBeVisible()
    await expect(within(credits[0]!).getByText('Pending')).toBeVisible()
    await expect(within(credits[0]!).getByText('+₦20,000.00')).toBeVisible()

    // A reversed debit is not money gone: its amount is struck and the refund said.
    const reversed = rowNamed(canvasElement, 'GOtv Max')
    await expect(reversed.getByText('Reversed')).toBeVisible()
    await expect(reversed.getByText('-₦6,400.00').tagName).toBe('S')
    await expect(reversed.getByText('+₦6,400.00 refunded to your wallet')).toBeVisible()
    // Money that moved is not struck.
    await expect(debit.getByText('-₦15,800.00').tagName).not.toBe('S')
  },
}

export const Paging: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Transaction pages' }))
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(nav.getByRole('button', { name: 'Next' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Transaction pages' }))
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

export const SinglePage: Story = {
  args: { lastPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}

export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search transactions' }),
      'd',
    )
    await expect(args.onSearchChange).toHaveBeenCalledWith('d')
  },
}

export const Filter: Story = {
  play: async ({ args, canvasElement }) => {
    const filter = within(canvasElement).getByRole('combobox', { name: 'Filter transactions' })
    const options = within(filter).getAllByRole('option')
    await expect(options.map((o) => o.textContent)).toEqual([
      'All transactions',
      'Credit',
      'Debit',
      'Pending',
      'Successful',
      'Failed',
      'Reversed',
    ])
    await userEvent.selectOptions(filter, 'Reversed')
    await expect(args.onFilterChange).toHaveBeenCalledWith('reversed')
  },
}

export const ClearFilter: Story = {
  args: { filter: 'debit' },
  play: async ({ args, canvasElement }) => {
    const filter = within(canvasElement).getByRole('combobox', { name: 'Filter transactions' })
    await expect(filter).toHaveDisplayValue('Debit')
    await userEvent.selectOptions(filter, 'All transactions')
    await expect(args.onFilterChange).toHaveBeenCalledWith(null)
  },
}

function Controlled(args: TransactionTableProps) {
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<TransactionFilter | null>(null)
  const rows = args.rows.filter(
    (row) =>
      row.description.toLowerCase().includes(search.toLowerCase()) &&
      (filter === null || row.type === filter || row.status === filter),
  )
  return (
    <TransactionTable
      {...args}
      rows={rows}
      search={search}
      onSearchChange={setSearch}
      filter={filter}
      onFilterChange={setFilter}
    />
  )
}

/** With the app's part played by the story: a search with no match shows the empty view. */
export const NoMatch: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search transactions' }), 'zzz')
    await expect(
      await canvas.findByRole('heading', { name: 'No matching transactions' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transactions')
    await expect(canvas.queryByText('DStv Compact (smartcard 7029****12)')).toBeNull()
    await expect(canvas.getByRole('searchbox', { name: 'Search transactions' })).toBeEnabled()
  },
}

export const Empty: Story = {
  args: { rows: [], lastPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No transactions yet' }),
    ).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your transactions')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const LongDescriptionsAndHugeAmounts: Story = {
  args: {
    rows: [
      paymentFixtures.transaction({
        id: 'long',
        type: 'debit',
        amount: 98_765_432.1,
        status: 'failed',
        description:
          'DStv Premium French with Showmax Pro and the Extra View add-on for the living-room decoder (smartcard 7029****12)',
      }),
      paymentFixtures.transaction({ id: 'bad', amount: 'abc' as unknown as number }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const long = rowNamed(canvasElement, 'DStv Premium French')
    await expect(long.getByText('-₦98,765,432.10')).toBeVisible()
    await expect(long.getByText('Failed')).toBeVisible()
    await expect(canvas.getByText('Invalid amount')).toBeVisible()
  },
}

const cardNamed = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }))

/** The fields of a card, by their labels. */
const fieldsOf = (card: ReturnType<typeof cardNamed>) =>
  Object.fromEntries(card.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling]))

/** A phone: a card per transaction, named by its description, every column labelled. */
export const Phone: Story = {
  args: { layout: 'cards' },
  decorators: [phoneFrame],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('table')).toBeNull()
    const list = within(canvas.getByRole('list', { name: 'Transactions' }))
    await expect(list.getAllByRole('article')).toHaveLength(args.rows.length)

    const debit = fieldsOf(cardNamed(canvasElement, 'DStv Compact (smartcard 7029****12)'))
    await expect(Object.keys(debit)).toEqual(['Action', 'Amount', 'Date & Time'])
    await expect(debit['Action']).toHaveTextContent('DebitSuccessful')
    await expect(debit['Amount']).toHaveTextContent('-₦15,800.00')
    await expect(debit['Date & Time']).toHaveTextContent('November 20, 2026 07:05 PM')

    const reversed = fieldsOf(cardNamed(canvasElement, 'GOtv Max (IUC 4621****88)'))
    await expect(reversed['Action']).toHaveTextContent('DebitReversed')
    await expect(reversed['Amount']).toHaveTextContent(
      '-₦6,400.00+₦6,400.00 refunded to your wallet',
    )
    await expect(within(reversed['Amount'] as HTMLElement).getByText('-₦6,400.00').tagName).toBe(
      'S',
    )
    for (const card of list.getAllByRole('article')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
    }
  },
}

export const PhoneLoading: Story = {
  args: { status: 'loading', layout: 'cards' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transactions')
    await expect(canvas.queryByText('DStv Compact (smartcard 7029****12)')).toBeNull()
    await expect(canvas.getByRole('searchbox', { name: 'Search transactions' })).toBeEnabled()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
