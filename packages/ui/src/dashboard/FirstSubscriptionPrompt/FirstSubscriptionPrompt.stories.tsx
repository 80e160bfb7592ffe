import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FirstSubscriptionPrompt } from './FirstSubscriptionPrompt'

const meta = {
  title: 'UI/Dashboard/FirstSubscriptionPrompt',
  component: FirstSubscriptionPrompt,
  parameters: { layout: 'padded' },
  args: { href: pages.createSubscription },
} satisfies Meta<typeof FirstSubscriptionPrompt>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Add your first subscription' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add a subscription' })).toHaveAttribute(
      'href',
      pages.createSubscription,
    )
  },
}
