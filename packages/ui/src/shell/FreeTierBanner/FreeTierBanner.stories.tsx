import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FreeTierBanner } from './FreeTierBanner'

const meta = {
  title: 'UI/Shell/FreeTierBanner',
  component: FreeTierBanner,
  args: { pricingUrl: 'https://recur.example/pricing' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FreeTierBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/historical data remains accessible/)).toBeVisible()
    const link = canvas.getByRole('link', { name: /See pricing/ })
    await expect(link).toHaveAttribute('href', 'https://recur.example/pricing')
    await expect(link).toHaveAttribute('target', '_blank')
  },
}
