import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneDecorator } from '../storySupport'
import { DashboardSkeleton } from './DashboardSkeleton'

const meta = {
  title: 'UI/Dashboard/DashboardSkeleton',
  component: DashboardSkeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DashboardSkeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard')
    await expect(canvas.getByRole('region', { name: 'Overview' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    // A placeholder in the place of each of the seven cards.
    await expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(7)
  },
}

export const Phone: Story = {
  decorators: [phoneDecorator],
}

export const Dark: Story = { globals: { theme: 'dark' } }
