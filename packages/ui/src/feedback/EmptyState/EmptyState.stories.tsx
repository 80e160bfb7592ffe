import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ButtonLink } from '../../primitives/Button'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    title: 'No subscriptions yet',
    message: 'Add the subscriptions you pay for and Recur will keep track of when they end.',
  },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No subscriptions yet' })).toBeVisible()
  },
}

export const WithAction: Story = {
  args: { action: <ButtonLink href={pages.createSubscription}>Add New</ButtonLink> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Add New' })).toBeVisible()
  },
}

export const TitleOnly: Story = { args: { message: undefined } }

export const Dark: Story = { globals: { theme: 'dark' } }
