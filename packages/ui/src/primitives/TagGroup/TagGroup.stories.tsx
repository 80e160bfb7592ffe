import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TagGroup } from './TagGroup'

const meta = {
  title: 'UI/Primitives/TagGroup',
  component: TagGroup,
  parameters: { layout: 'padded' },
  args: {
    label: 'Active filters',
    items: [
      { id: 'category', label: 'Category: Music' },
      { id: 'status', label: 'Status: Active' },
      { id: 'currency', label: 'Currency: USD' },
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof TagGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Removable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const status = canvas.getByRole('row', { name: 'Status: Active' })
    await userEvent.click(within(status).getByRole('button'))
    await expect(args.onRemove).toHaveBeenCalledWith(['status'])
  },
}

export const RemoveWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('row', { name: 'Category: Music' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Backspace}')
    await expect(args.onRemove).toHaveBeenCalledWith(['status'])
  },
}

export const ReadOnly: Story = {
  args: { onRemove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const Empty: Story = {
  args: { items: [], renderEmptyState: () => 'No filters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No filters')).toBeVisible()
  },
}

export const LongLabels: Story = {
  args: {
    items: [
      {
        id: 'category',
        label: 'Category: A category name that goes on and on far beyond what fits on one line',
      },
    ],
  },
}
