import { pages } from '@recur/api/contract'
import { messages, resetPasswordSchema } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { authLayoutFrame } from '../AuthLayout/authLayoutFrame'
import { ResetPasswordForm } from './ResetPasswordForm'
import { inputByLabel } from '../../testing/fields'

const meta = {
  title: 'UI/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {
    token: 'f3a9c2e1b7d54a08',
    newLinkHref: pages.forgotPassword,
    validationSchema: resetPasswordSchema,
    onSubmit: fn(),
    status: 'idle',
  },
  decorators: [authLayoutFrame],
} satisfies Meta<typeof ResetPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText("Change your password to one you'll easily remember."),
    ).toBeVisible()
    await expect(inputByLabel(canvas, 'New Password')).toBeVisible()
    await expect(inputByLabel(canvas, 'Confirm Password')).toBeVisible()
    await expect(canvasElement.querySelector('input[type="hidden"][name="token"]')).toHaveValue(
      'f3a9c2e1b7d54a08',
    )
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeVisible()
  },
}

export const SubmitsThePayload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(inputByLabel(canvas, 'New Password'), 'new secret 123')
    await userEvent.type(inputByLabel(canvas, 'Confirm Password'), 'new secret 123')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        token: 'f3a9c2e1b7d54a08',
        password: 'new secret 123',
        password_confirmation: 'new secret 123',
      }),
    )
  },
}

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(await canvas.findByText(messages.passwordRequired)).toBeVisible()
    await expect(canvas.getByText(messages.confirmPasswordRequired)).toBeVisible()
  },
}

export const MismatchedConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(inputByLabel(canvas, 'New Password'), 'new secret 123')
    await userEvent.type(inputByLabel(canvas, 'Confirm Password'), 'new secret 321')
    await userEvent.tab()
    await expect(await canvas.findByText(messages.passwordsMustMatch)).toBeVisible()
  },
}

export const MissingToken: Story = {
  args: { token: '' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(inputByLabel(canvas, 'New Password'), 'new secret 123')
    await userEvent.type(inputByLabel(canvas, 'Confirm Password'), 'new secret 123')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.tokenRequired)
    await expect(canvas.getByRole('link', { name: 'Send me a new link' })).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Pending: Story = { args: { status: 'pending' } }

export const WithServerError: Story = {
  args: { status: 'error', message: messages.resetPasswordFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Token not found!')
    // A refused link offers a new one.
    await expect(canvas.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      pages.forgotPassword,
    )
  },
}
