import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { space } from '../../theme'
import { Skeleton } from './Skeleton'

const meta = {
  title: 'UI/Primitives/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Line: Story = {}
export const Short: Story = { args: { width: '40%' } }
export const Block: Story = { args: { height: space[20], radius: 'lg' } }
export const Circle: Story = { args: { width: space[12], height: space[12], radius: 'round' } }

export const Labelled: Story = {
  args: { width: space[20], label: 'Loading email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading email')).toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-skeleton]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  },
}

export const Paragraph: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: space[2] }}>
      <Skeleton width="60%" height={space[6]} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="80%" />
    </div>
  ),
}
