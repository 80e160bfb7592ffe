import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { space } from '../../theme'
import { Button, ButtonLink } from './Button'

const meta = {
  title: 'UI/Primitives/Button',
  component: Button,
  args: { children: 'Save Changes', onPress: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }))
    await expect(args.onPress).toHaveBeenCalledTimes(1)
  },
}
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } }
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear All' } }
export const Small: Story = { args: { size: 'sm', children: 'Add New' } }
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Login' },
  parameters: { layout: 'padded' },
}

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Processing', children: 'Login' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Processing/ })
    await expect(button).toHaveAttribute('data-pending', 'true')
    await userEvent.click(button)
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Changes' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onPress).not.toHaveBeenCalled()
  },
}

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab()
    const button = within(canvasElement).getByRole('button', { name: 'Save Changes' })
    await expect(button).toHaveFocus()
    await expect(button).toHaveAttribute('data-focus-visible', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(args.onPress).toHaveBeenCalledTimes(1)
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: space[4], flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <ButtonLink href={pages.login}>Go to Login</ButtonLink>
    </div>
  ),
}

export const AsLink: Story = {
  render: () => <ButtonLink href={pages.login}>Go to Login</ButtonLink>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      pages.login,
    )
  },
}

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } }
