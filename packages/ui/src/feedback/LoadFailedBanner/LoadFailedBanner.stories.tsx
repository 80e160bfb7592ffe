import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoadFailedBanner } from './LoadFailedBanner'

const meta = {
  title: 'UI/Feedback/LoadFailedBanner',
  component: LoadFailedBanner,
  args: { children: 'We could not load your reminder setting.', onRetry: fn() },
} satisfies Meta<typeof LoadFailedBanner>

export default meta
type Story = StoryObj<typeof meta>

/** An alert naming what did not load; Try again asks once more. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not load your reminder setting.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Nothing to retry with: the alert alone. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
