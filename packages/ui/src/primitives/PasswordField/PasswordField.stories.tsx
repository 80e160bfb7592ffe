import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PasswordField } from './PasswordField'

const meta = {
  title: 'UI/Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password', { selector: 'input' })
    await expect(input).toHaveAttribute('type', 'password')
    await expect(input).toHaveAttribute('autocomplete', 'current-password')
  },
}

export const ShowHide: Story = {
  args: { defaultValue: 'correct horse battery staple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password', { selector: 'input' })
    const toggle = canvas.getByRole('button', { name: 'Show password' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(toggle)
    await expect(input).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(toggle)
    await expect(input).toHaveAttribute('type', 'password')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  },
}

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await userEvent.tab()
    const toggle = canvas.getByRole('button', { name: 'Show password' })
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'type',
      'text',
    )
  },
}

export const NewPassword: Story = {
  args: { label: 'New Password', autoComplete: 'new-password' },
}

export const Invalid: Story = {
  args: { value: '', isInvalid: true, errorMessage: 'Password is required' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByLabelText('Password', { selector: 'input' }),
    ).toHaveAccessibleDescription('Password is required')
  },
}

export const Valid: Story = { args: { value: 'hunter22hunter', isValid: true } }

export const Disabled: Story = { args: { isDisabled: true } }
