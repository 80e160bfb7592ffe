import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FormMessage } from './FormMessage'

const meta = {
  title: 'UI/Form/FormMessage',
  component: FormMessage,
  args: { message: messages.invalidCredentials },
} satisfies Meta<typeof FormMessage>
export default meta
type Story = StoryObj<typeof meta>

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.invalidCredentials)).toBeVisible()
  },
}

export const Success: Story = {
  args: { status: 'success', message: messages.resetLinkSent },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.resetLinkSent)).toBeVisible()
  },
}

/** Idle and pending forms show no message, whatever they are given. */
export const Idle: Story = {
  args: { status: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(messages.invalidCredentials)).toBeNull()
  },
}

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(messages.invalidCredentials)).toBeNull()
  },
}
