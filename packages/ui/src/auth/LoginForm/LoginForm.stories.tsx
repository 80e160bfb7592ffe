import { pages } from '@recur/api/contract'
import { loginSchema, messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AuthLayout } from '../AuthLayout'
import { LoginForm } from './LoginForm'

const meta = {
  title: 'UI/Auth/LoginForm',
  component: LoginForm,
  args: {
    validationSchema: loginSchema,
    onSubmit: fn(),
    status: 'idle',
    forgotPasswordHref: pages.forgotPassword,
    signUpHref: pages.signup,
  },
  decorators: [
    // In its page, unless a story asks for the bare form (a story's own decorator cannot
    // remove the meta's: it renders inside it).
    (Story, { parameters }) =>
      parameters.authLayout === false ? (
        <Story />
      ) : (
        <AuthLayout>
          <Story />
        </AuthLayout>
      ),
  ],
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

const passwordInput = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText('Password', { selector: 'input' })

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome Back To Recur' }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toBeVisible()
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      pages.forgotPassword,
    )
    await expect(canvas.getByRole('link', { name: 'Sign Up here' })).toHaveAttribute(
      'href',
      pages.signup,
    )
  },
}

export const SubmitsThePayload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'ada@example.com')
    await userEvent.type(passwordInput(canvas), 'correct horse')
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ada@example.com',
        password: 'correct horse',
      }),
    )
  },
}

export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await expect(await canvas.findByText(messages.emailRequired)).toBeVisible()
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(messages.passwordRequired)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: 'Email Address' })
    await userEvent.type(email, 'ada@')
    await userEvent.tab()
    await expect(await canvas.findByText(messages.invalidEmail)).toBeVisible()
    await expect(email).toHaveAccessibleDescription(messages.invalidEmail)
  },
}

export const TouchedAndValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: 'Email Address' })
    await userEvent.type(email, 'ada@example.com')
    await userEvent.tab()
    await waitFor(() => expect(canvasElement.querySelector('[data-valid]')).not.toBeNull())
    await expect(email).not.toHaveAttribute('aria-invalid')
  },
}

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(passwordInput(canvas), 'secret')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'password')
  },
}

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Processing/ })
    await expect(button).toHaveAttribute('data-pending', 'true')
    await expect(button).toHaveTextContent('Processing')
  },
}

export const WithServerError: Story = {
  args: { status: 'error', message: messages.invalidCredentials },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      messages.invalidCredentials,
    )
  },
}

export const WithFieldServerError: Story = {
  args: { status: 'error', serverErrors: { email: messages.invalidEmail } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: 'Email Address' })
    await expect(email).toHaveAccessibleDescription(messages.invalidEmail)
    // The server's message stands until the user edits the field it was about.
    await userEvent.type(email, 'ada@example.com')
    await waitFor(() => expect(canvas.queryByText(messages.invalidEmail)).toBeNull())
  },
}

export const Success: Story = {
  args: { status: 'success', message: messages.loggedIn },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.loggedIn)
  },
}

export const WithoutLayout: Story = {
  parameters: { layout: 'padded', authLayout: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    // No page around it: no artwork column.
    await expect(canvas.queryByLabelText('About Recur')).toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { status: 'error', message: messages.invalidCredentials },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement
    await expect(getComputedStyle(root).colorScheme).toBe('dark')
    await expect(within(canvasElement).getByRole('alert')).toBeVisible()
  },
}
