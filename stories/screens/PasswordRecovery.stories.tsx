import { pages, href } from '@recur/api/contract'
import { handlers, scenarios } from '@recur/api/mocks'
import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Screen, screenDocs, signedOut } from '../support/Screen'

/**
 * Forgotten password: asking for a reset link by e-mail, choosing a new password from that link,
 * and what a customer reads when the link is refused or missing.
 */
const meta = {
  title: 'Screens/Password Recovery',
  // The id the title had: story links and screenshot names stay as they were.
  id: 'screens-passwordrecovery',
  component: Screen,
  args: { route: pages.forgotPassword },
  beforeEach: signedOut,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

async function requestLink(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText(/email/i), 'tobi@example.com')
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
  return canvas
}

export const Forgot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Forgot Password?' })).toBeVisible()
    await expect(
      canvas.getByText('Enter your email address below to receive password reset code.'),
    ).toBeVisible()
  },
}

export const ForgotSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement)
    await expect(await canvas.findByText(messages.resetLinkSent)).toBeVisible()
  },
}

export const ForgotFailed: Story = {
  parameters: { msw: { handlers: [handlers.forgotPassword.error] } },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement)
    await expect(await canvas.findByText('Email not found!')).toBeVisible()
  },
}

async function resetTo(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText('New Password'), password)
  await userEvent.type(canvas.getByLabelText('Confirm Password'), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
  return canvas
}

export const Reset: Story = {
  args: { route: href(pages.resetPassword, { token: 'abc123' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText("Change your password to one you'll easily remember."),
    ).toBeVisible()
  },
}

export const ResetSucceeds: Story = {
  args: { route: href(pages.resetPassword, { token: 'abc123' }) },
  play: async ({ canvasElement }) => {
    const canvas = await resetTo(canvasElement, 'a new long password')
    await expect(await canvas.findByText('Password Reset Successful')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      pages.login,
    )
  },
}

export const ResetTokenRejected: Story = {
  args: { route: href(pages.resetPassword, { token: 'used-or-expired' }) },
  parameters: { msw: { handlers: [handlers.resetPassword.invalidToken] } },
  play: async ({ canvasElement }) => {
    const canvas = await resetTo(canvasElement, 'a new long password')
    await expect(await canvas.findByText('Token not found!')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Send me a new link' })).toBeVisible()
  },
}

/** The way on from a refused link: a new one, asked for where the first one was. */
export const NewLinkAfterRejection: Story = {
  args: ResetTokenRejected.args,
  parameters: ResetTokenRejected.parameters,
  play: async ({ canvasElement }) => {
    const canvas = await resetTo(canvasElement, 'a new long password')
    await userEvent.click(await canvas.findByRole('link', { name: 'Send me a new link' }))
    await expect(await canvas.findByRole('heading', { name: 'Forgot Password?' })).toBeVisible()
  },
}

export const ResetWithoutToken: Story = {
  args: { route: pages.resetPassword },
  play: async ({ canvasElement }) => {
    const canvas = await resetTo(canvasElement, 'a new long password')
    await expect(await canvas.findByText(messages.tokenRequired)).toBeVisible()
  },
}

export const Success: Story = {
  args: { route: pages.resetSuccess },
}
