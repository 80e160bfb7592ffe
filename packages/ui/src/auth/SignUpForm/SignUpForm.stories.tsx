import { pages } from '@recur/api/contract'
import { messages, registerSchema } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { authLayoutFrame } from '../AuthLayout/authLayoutFrame'
import { SignUpForm } from './SignUpForm'
import { inputByLabel } from '../../testing/fields'

const meta = {
  title: 'UI/Auth/SignUpForm',
  component: SignUpForm,
  args: {
    validationSchema: registerSchema,
    onSubmit: fn(),
    status: 'idle',
    loginHref: pages.login,
  },
  decorators: [authLayoutFrame],
} satisfies Meta<typeof SignUpForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome To Recur' })).toBeVisible()
    await expect(inputByLabel(canvas, 'Email Address')).toBeVisible()
    await expect(inputByLabel(canvas, 'Password')).toHaveAttribute('autocomplete', 'new-password')
    await expect(inputByLabel(canvas, 'Confirm Password')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Login here' })).toHaveAttribute(
      'href',
      pages.login,
    )
  },
}

export const SubmitsThePayload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(inputByLabel(canvas, 'Email Address'), 'ada@example.com')
    await userEvent.type(inputByLabel(canvas, 'Password'), 'correct horse')
    await userEvent.type(inputByLabel(canvas, 'Confirm Password'), 'correct horse')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ada@example.com',
        password: 'correct horse',
        password_confirmation: 'correct horse',
      }),
    )
  },
}

export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(await canvas.findByText(messages.emailRequired)).toBeVisible()
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible()
    await expect(canvas.getByText(messages.confirmPasswordRequired)).toBeVisible()
    await expect(inputByLabel(canvas, 'Confirm Password')).toHaveAccessibleDescription(
      messages.confirmPasswordRequired,
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const MismatchedConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(inputByLabel(canvas, 'Email Address'), 'ada@example.com')
    await userEvent.type(inputByLabel(canvas, 'Password'), 'correct horse')
    await userEvent.type(inputByLabel(canvas, 'Confirm Password'), 'battery staple')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(await canvas.findByText(messages.passwordsMustMatch)).toBeVisible()
    await expect(inputByLabel(canvas, 'Confirm Password')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(inputByLabel(canvas, 'Email Address'), 'not-an-email')
    await userEvent.tab()
    await expect(await canvas.findByText(messages.invalidEmail)).toBeVisible()
  },
}

export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(inputByLabel(canvas, 'Password'), 'short')
    await userEvent.tab()
    await expect(await canvas.findByText(messages.passwordTooShort)).toBeVisible()
  },
}

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Processing/ })).toHaveAttribute(
      'data-pending',
      'true',
    )
  },
}

export const WithServerError: Story = {
  args: {
    status: 'error',
    message: messages.emailTaken,
    serverErrors: { email: messages.emailTaken },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.emailTaken)
    await expect(inputByLabel(canvas, 'Email Address')).toHaveAccessibleDescription(
      messages.emailTaken,
    )
  },
}

export const Success: Story = {
  args: { status: 'success', message: messages.registered },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.registered)
  },
}
