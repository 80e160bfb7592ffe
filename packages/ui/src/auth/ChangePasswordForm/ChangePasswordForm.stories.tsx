import { changePasswordSchema, messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ChangePasswordForm } from './ChangePasswordForm'

const meta = {
  title: 'UI/Auth/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { validationSchema: changePasswordSchema, onSubmit: fn(), status: 'idle' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChangePasswordForm>

export default meta
type Story = StoryObj<typeof meta>

const field = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByLabelText(label, { selector: 'input' })

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(field(canvas, 'Old Password')).toHaveAttribute('autocomplete', 'current-password')
    await expect(field(canvas, 'New Password')).toHaveAttribute('autocomplete', 'new-password')
    await expect(field(canvas, 'Confirm Password')).toBeVisible()
  },
}

export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }))
    await expect(await canvas.findByText(messages.oldPasswordRequired)).toBeVisible()
    await expect(canvas.getByText(messages.newPasswordRequired)).toBeVisible()
    await expect(canvas.getByText(messages.confirmPasswordRequired)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const MismatchedConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'New Password'), 'new secret 123')
    await userEvent.type(field(canvas, 'Confirm Password'), 'other secret')
    await userEvent.tab()
    await expect(await canvas.findByText(messages.passwordsMustMatch)).toBeVisible()
  },
}

export const SubmitsThePayload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(field(canvas, 'Old Password'), 'old secret')
    await userEvent.type(field(canvas, 'New Password'), 'new secret 123')
    await userEvent.type(field(canvas, 'Confirm Password'), 'new secret 123')
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        old_password: 'old secret',
        password: 'new secret 123',
        password_confirmation: 'new secret 123',
      }),
    )
  },
}

export const Pending: Story = { args: { status: 'pending' } }

export const WithServerError: Story = {
  args: {
    status: 'error',
    message: messages.oldPasswordWrong,
    serverErrors: { old_password: messages.oldPasswordWrong },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.oldPasswordWrong)
    await expect(field(canvas, 'Old Password')).toHaveAccessibleDescription(
      messages.oldPasswordWrong,
    )
  },
}

export const Success: Story = {
  args: { status: 'success', message: messages.passwordChanged },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.passwordChanged,
    )
  },
}
