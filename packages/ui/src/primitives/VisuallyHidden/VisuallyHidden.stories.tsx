import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { VisuallyHidden } from './VisuallyHidden'

/** Text for assistive technology only: in the accessibility tree, not on screen. */
const meta = {
  title: 'UI/Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Loading subscriptions' },
} satisfies Meta<typeof VisuallyHidden>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Loading subscriptions')
    await expect(text).toBeInTheDocument()
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}
