import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Heading } from '../../primitives/Heading'
import { size } from '../../theme'
import { AuthArtwork } from './AuthArtwork'
import { AuthLayout } from './AuthLayout'

const meta = {
  title: 'UI/Auth/AuthLayout',
  component: AuthLayout,
  args: { children: <Heading level={1}>The form goes here</Heading> },
} satisfies Meta<typeof AuthLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main')).toHaveTextContent('The form goes here')
    await expect(canvas.getByText('Recur')).toBeVisible()
    // The artwork is decoration: hidden from assistive technology.
    await expect(canvasElement.querySelector('aside svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const CustomTagline: Story = { args: { tagline: 'Never miss a renewal again.' } }

export const Artwork: StoryObj<typeof AuthArtwork> = {
  render: () => (
    <div style={{ maxWidth: size.illustrationMax }}>
      <AuthArtwork />
    </div>
  ),
  parameters: { layout: 'centered' },
}
