import { pages } from '@recur/api/contract'
import { handlers, scenarios } from '@recur/api/mocks'
import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { dashboardDrawn, Screen, screenDocs, signedOut } from '../support/Screen'

/**
 * Signing in: e-mail and password, the messages for empty fields and wrong details, the button
 * while it waits, and where a customer lands afterwards.
 */
const meta = {
  title: 'Screens/Login',
  component: Screen,
  args: { route: pages.login },
  beforeEach: signedOut,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText('Email Address'), 'adaeze.okafor@example.com')
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'wrong password')
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
  return canvas
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Welcome Back To Recur' }),
    ).toBeVisible()
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

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }))
    await expect(await canvas.findByText(messages.emailRequired)).toBeVisible()
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible()
  },
}

export const Pending: Story = {
  parameters: { msw: { handlers: [handlers.login.loading] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement)
    await expect(await canvas.findByRole('button', { name: /Processing/ })).toBeVisible()
  },
}

export const InvalidCredentials: Story = {
  parameters: { msw: { handlers: [handlers.login.invalidCredentials] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement)
    await expect(await canvas.findByText(messages.invalidCredentials)).toBeVisible()
  },
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement)
    await expect(await canvas.findByText(messages.loggedIn)).toBeVisible()
    // 700 ms later the session is stored and the dashboard frame shows.
    await expect(
      await canvas.findByRole('heading', { name: 'My Dashboard' }, { timeout: 3000 }),
    ).toBeVisible()
    await expect(document.cookie).toContain('recur_token=')
    await dashboardDrawn(canvasElement)
  },
}
