import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OfflineBanner } from './OfflineBanner'

const meta = {
  title: 'UI/Shell/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OfflineBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Online: nothing at all, no empty box, no live region. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(canvas.queryByText(/offline/)).toBeNull()
  },
}

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const banner = canvas.getByRole('status')
    await expect(banner).toHaveTextContent("You're offline")
    await expect(banner).toHaveTextContent(/Nothing can be paid, funded, renewed or changed/)
  },
}

/** On a phone's width (390 px) the message wraps under its title. */
export const OfflineOnPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '390px' }}>
        <Story />
      </div>
    ),
  ],
  play: Offline.play,
}
