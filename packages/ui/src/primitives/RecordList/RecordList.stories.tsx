import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { RecordCard, RecordField, RecordList, RecordListSkeleton } from './RecordList'

const onDelete = fn()

const meta = {
  title: 'UI/Primitives/RecordList',
  component: RecordList,
  parameters: { layout: 'padded' },
  args: { 'aria-label': 'Subscriptions' },
  render: (args) => (
    <RecordList {...args}>
      {['Netflix Premium', 'Spotify Family', 'DStv Compact'].map((name) => (
        <RecordCard
          key={name}
          title={name}
          headingLevel={2}
          actions={
            <Button variant="secondary" size="sm" aria-label={`Delete ${name}`} onPress={onDelete}>
              Delete
            </Button>
          }
        >
          <RecordField label="Amount">₦7,000.00</RecordField>
          <RecordField label="Category">Entertainment</RecordField>
          <RecordField label="Addition Note" wide>
            Family plan, shared with Chidi
          </RecordField>
        </RecordCard>
      ))}
    </RecordList>
  ),
} satisfies Meta<typeof RecordList>

export default meta
type Story = StoryObj<typeof meta>

/** Cards in as many columns as fit; each named by its title, every field a term and its value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(canvas.getByRole('list', { name: 'Subscriptions' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(3)
    const card = within(list.getByRole('article', { name: 'Spotify Family' }))
    await expect(card.getByRole('heading', { level: 2, name: 'Spotify Family' })).toBeVisible()
    await expect(card.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Amount',
      'Category',
      'Addition Note',
    ])
    await expect(card.getAllByRole('definition')[0]).toHaveTextContent('₦7,000.00')
    await userEvent.click(card.getByRole('button', { name: 'Delete Spotify Family' }))
    await expect(onDelete).toHaveBeenCalledTimes(1)
  },
}

/** On a phone's width the cards stack in one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '390px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('article')
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    )
  },
}

export const Skeleton: Story = {
  render: () => (
    <RecordListSkeleton
      loadingText="Loading subscriptions"
      cards={3}
      fields={['Amount', 'Category', 'Addition Note']}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading subscriptions')
    await expect(canvas.queryByRole('article')).toBeNull()
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(3)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
