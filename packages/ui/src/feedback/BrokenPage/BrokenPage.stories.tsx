import { pages } from '@recur/api/contract'
import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BrokenPage } from './BrokenPage'

const meta = {
  title: 'UI/Feedback/BrokenPage',
  component: BrokenPage,
} satisfies Meta<typeof BrokenPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(messages.brokenPage)
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const WithRetry: Story = {
  args: { onRetry: fn(), homeHref: pages.dashboard },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      pages.dashboard,
    )
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, args: { onRetry: fn() } }
