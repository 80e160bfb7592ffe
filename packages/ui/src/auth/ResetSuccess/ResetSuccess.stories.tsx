import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { authLayoutFrame } from '../AuthLayout/authLayoutFrame'
import { ResetSuccess } from './ResetSuccess'

const meta = {
  title: 'UI/Auth/ResetSuccess',
  component: ResetSuccess,
  args: { loginHref: pages.login },
  decorators: [authLayoutFrame],
} satisfies Meta<typeof ResetSuccess>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Password Reset Successful' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      pages.login,
    )
  },
}
