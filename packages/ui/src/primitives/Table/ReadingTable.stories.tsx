import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ReadingTable, ReadingTableScroll } from './ReadingTable'

const rows = [
  { id: 'a', name: 'Netflix Premium', category: 'Entertainment', amount: '₦7,000.00' },
  { id: 'b', name: 'Spotify Family', category: 'Music', amount: '₦4,800.00' },
  { id: 'c', name: 'DStv Compact', category: 'TV', amount: '₦15,700.00' },
]

/** A table to read (nothing in it to act on): the browser's own, in the Table's look. */
const meta = {
  title: 'UI/Primitives/ReadingTable',
  component: ReadingTable,
  parameters: { layout: 'padded' },
  render: () => (
    <ReadingTableScroll tabIndex={0} role="group" aria-label="Subscriptions table">
      <ReadingTable aria-label="Subscriptions">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col" data-end>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.category}</td>
              <td style={{ textAlign: 'end' }}>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </ReadingTable>
    </ReadingTableScroll>
  ),
} satisfies Meta<typeof ReadingTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Subscriptions' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'Category',
      'Amount',
    ])
    // Each row is named by its row header, for screen readers' table commands.
    await expect(within(table).getByRole('rowheader', { name: 'Spotify Family' })).toBeVisible()
    // Nothing in it takes focus: its frame does, so the keyboard can scroll a wide table.
    await userEvent.tab()
    await expect(canvas.getByRole('group', { name: 'Subscriptions table' })).toHaveFocus()
  },
}
