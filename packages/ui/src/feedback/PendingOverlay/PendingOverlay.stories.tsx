import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor } from 'storybook/test'
import { PendingOverlay } from './PendingOverlay'

const meta = {
  title: 'UI/Feedback/PendingOverlay',
  component: PendingOverlay,
  args: { label: 'Loading' },
} satisfies Meta<typeof PendingOverlay>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A dialog's code on its way: the page dimmed, a spinner, a progress bar named for readers. It
 * fades in after a moment, so a dialog whose code is in by then never shows it.
 */
export const Default: Story = {
  play: async () => {
    const overlay = await screen.findByRole('progressbar', { name: 'Loading' })
    await waitFor(() => expect(overlay).toBeVisible())
  },
}
