import { pages } from '@recur/api/contract'
import { handlers, scenarios } from '@recur/api/mocks'
import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Screen, screenDocs, signedOut } from '../support/Screen'

/**
 * Creating an account: the form, its messages, and what a customer reads when the e-mail is
 * taken or the server fails.
 */
const meta = {
  title: 'Screens/Sign Up',
  // The id the title had: story links and screenshot names stay as they were.
  id: 'screens-signup',
  component: Screen,
  args: { route: pages.signup },
  beforeEach: signedOut,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

async function fillAndSubmit(canvasElement: HTMLElement, confirmation = 'correct horse battery') {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText('Email Address'), 'tobi@example.com')
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'correct horse battery')
  await userEvent.type(canvas.getByLabelText('Confirm Password'), confirmation)
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
  return canvas
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Welcome To Recur' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Login here' })).toHaveAttribute(
      'href',
      pages.login,
    )
  },
}

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'something else')
    await expect(await canvas.findByText(messages.passwordsMustMatch)).toBeVisible()
  },
}

export const EmailTaken: Story = {
  parameters: { msw: { handlers: [handlers.register.emailTaken] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement)
    // Spec §8: the first message of errors.email, not the generic response message.
    await expect(await canvas.findByText(messages.emailTaken)).toBeVisible()
    await expect(canvas.queryByText(messages.validationFailed)).toBeNull()
  },
}

export const ServerError: Story = {
  parameters: { msw: { handlers: [handlers.register.error] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement)
    await expect(await canvas.findByText(messages.serverError)).toBeVisible()
  },
}
