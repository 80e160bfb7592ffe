import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NotFoundArt } from './NotFoundArt'

/** Original artwork for the NotFound view; decorative, hidden from assistive technology. */
const meta = {
  title: 'UI/Feedback/NotFoundArt',
  component: NotFoundArt,
} satisfies Meta<typeof NotFoundArt>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
