import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { NotFound } from './NotFound'

const meta = {
  title: 'UI/Feedback/NotFound',
  component: NotFound,
  args: { homeHref: pages.dashboard },
} satisfies Meta<typeof NotFound>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      pages.dashboard,
    )
  },
}
