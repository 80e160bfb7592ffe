import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TableSkeleton } from './TableSkeleton'

const COLUMNS = ['Name', 'Amount', 'Actions'] as const

const meta = {
  title: 'UI/Primitives/TableSkeleton',
  component: TableSkeleton,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Subscriptions',
    loadingText: 'Loading subscriptions',
    columns: COLUMNS,
    endColumn: 'Amount',
    rows: 4,
    rowHeaderColumn: 'Name',
    narrowColumn: 'Actions',
  },
} satisfies Meta<typeof TableSkeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading subscriptions')
    await expect(await canvas.findAllByRole('row')).toHaveLength(5)
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
