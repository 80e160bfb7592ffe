import { pages } from '@recur/api/contract'
import { forgotPasswordSchema, messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { authLayoutFrame } from '../AuthLayout/authLayoutFrame'
import { ForgotPasswordForm } from './ForgotPasswordForm'

const meta = {
  title: 'UI/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    validationSchema: forgotPasswordSchema,
    onSubmit: fn(),
    status: 'idle',
    loginHref: pages.login,
  },
  decorators: [authLayoutFrame],
} satisfies Meta<typeof ForgotPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible()
    await expect(
      canvas.getByText('Enter your email address below to receive password reset code.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible()
  },
}

export const SubmitsThePayload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'ada@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' }))
  },
}

export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(await canvas.findByText(messages.emailRequired)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'ada@@x')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(await canvas.findByText(messages.invalidEmail)).toBeVisible()
  },
}

export const Pending: Story = { args: { status: 'pending' } }

export const WithServerError: Story = {
  args: { status: 'error', message: messages.forgotPasswordFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Email not found!')
  },
}

export const Success: Story = {
  args: { status: 'success', message: messages.resetLinkSent },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.resetLinkSent,
    )
  },
}

export const WithoutLoginLink: Story = { args: { loginHref: undefined } }
