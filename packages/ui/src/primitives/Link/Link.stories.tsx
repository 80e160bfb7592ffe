import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Link } from './Link'

const meta = {
  title: 'UI/Primitives/Link',
  component: Link,
  args: { href: pages.forgotPassword, children: 'Forgot Password?' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot Password?' })
    await expect(link).toHaveAttribute('href', pages.forgotPassword)
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

export const External: Story = {
  args: { href: 'https://example.com/pricing', isExternal: true, children: 'See pricing' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /See pricing/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleName('See pricing (opens in a new tab)')
  },
}

export const Disabled: Story = { args: { isDisabled: true } }

export const InText: Story = {
  render: (args) => (
    <p>
      Don&apos;t have an account?{' '}
      <Link {...args} href={pages.signup}>
        Sign Up here
      </Link>
    </p>
  ),
}
