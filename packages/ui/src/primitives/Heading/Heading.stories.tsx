import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Heading } from './Heading'

const meta = {
  title: 'UI/Primitives/Heading',
  component: Heading,
  args: { children: 'My Dashboard' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Heading>

export default meta
type Story = StoryObj<typeof meta>

export const Level1: Story = {
  args: { level: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'My Dashboard' }),
    ).toBeVisible()
  },
}
export const Level2: Story = { args: { level: 2, children: 'Overview' } }
export const Level3: Story = { args: { level: 3, children: 'Total spend' } }
export const SmallLevel1: Story = { args: { level: 1, size: 'sm', children: 'Compact page title' } }
export const LongText: Story = {
  args: {
    level: 1,
    children: 'A very long page title that has to wrap across several lines on a narrow screen',
  },
}
