import { changePasswordSchema, messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ChangePasswordForm } from './ChangePasswordForm'
import { inputByLabel } from '../../testing/fields'

const meta = {
  title: 'UI/Auth/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { validationSchema: changePasswordSchema, onSubmit: fn(), status: 'idle' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChangePasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(inputByLabel(canvas, 'Old Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
    await expect(inputByLabel(canvas, 'New Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
    await expect(inputByLabel(canvas, 'Confirm Password')).toBeVisible()
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
    await userEvent.type(inputByLabel(canvas, 'New Password'), 'new secret 123')
    await userEvent.type(inputByLabel(canvas, 'Confirm Password'), 'other secret')
    await userEvent.tab()
    await expect(await canvas.findByText(messages.passwordsMustMatch)).toBeVisible()
  },
}

export const SubmitsThePayload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(inputByLabel(canvas, 'Old Password'), 'old secret')
    await userEvent.type(inputByLabel(canvas, 'New Password'), 'new secret 123')
    await userEvent.type(inputByLabel(canvas, 'Confirm Password'), 'new secret 123')
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
    await expect(inputByLabel(canvas, 'Old Password')).toHaveAccessibleDescription(
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
