import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Cell, Column, Row, Table, TableBody, TableHeader, TableScroll } from './Table'

const rows = [
  { id: 'a', name: 'Netflix Premium', category: 'Entertainment' },
  { id: 'b', name: 'Spotify Family', category: 'Music' },
  { id: 'c', name: 'DStv Compact', category: 'TV' },
]

const meta = {
  title: 'UI/Primitives/Table',
  component: Table,
  parameters: { layout: 'padded' },
  args: { 'aria-label': 'Subscriptions' },
  render: (args) => (
    <TableScroll>
      <Table {...args}>
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Category</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => 'Nothing here yet.'}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{row.name}</Cell>
              <Cell>{row.category}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </TableScroll>
  ),
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // find: react-aria renders a table's rows one render after the table itself.
    await expect(await canvas.findAllByRole('row')).toHaveLength(rows.length + 1)
    await expect(canvas.getByRole('rowheader', { name: 'Spotify Family' })).toBeVisible()
  },
}

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const netflix = await canvas.findByRole('row', { name: /Netflix Premium/ })
    await userEvent.tab()
    await expect(netflix).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('row', { name: /Spotify Family/ })).toHaveFocus()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
