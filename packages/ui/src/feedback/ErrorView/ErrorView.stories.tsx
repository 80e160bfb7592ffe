import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorView } from './ErrorView'

const meta = {
  title: 'UI/Feedback/ErrorView',
  component: ErrorView,
} satisfies Meta<typeof ErrorView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong')
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const CustomMessage: Story = {
  args: {
    title: 'Could not load your subscriptions',
    message: 'The service is temporarily unavailable. Please try again shortly.',
    onRetry: fn(),
    retryLabel: 'Reload',
  },
}
