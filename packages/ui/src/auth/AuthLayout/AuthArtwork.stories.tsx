import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AuthArtwork } from './AuthArtwork'

/** The auth layout's decorative picture (original artwork); hidden from assistive technology. */
const meta = {
  title: 'UI/Auth/AuthArtwork',
  component: AuthArtwork,
} satisfies Meta<typeof AuthArtwork>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
