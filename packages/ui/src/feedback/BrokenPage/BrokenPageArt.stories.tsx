import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { BrokenPageArt } from './BrokenPageArt'

/** Original artwork for the BrokenPage view; decorative, hidden from assistive technology. */
const meta = {
  title: 'UI/Feedback/BrokenPageArt',
  component: BrokenPageArt,
} satisfies Meta<typeof BrokenPageArt>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
