import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { object } from 'yup'
import { FormikEmailField } from './FormikFields'
import { FormikForm } from './FormikForm'
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

/**
 * Inside a form, the server's error is about what was sent: it goes once a field changes, so a
 * stale message never sits under new input. A success stays.
 */
export const ErrorClearsWhenAFieldChanges: Story = {
  args: { status: 'error' },
  render: (args) => (
    <FormikForm
      initialValues={{ email: 'ada@example.com' }}
      validationSchema={object()}
      onSubmit={() => undefined}
    >
      <FormikEmailField name="email" />
      <FormMessage {...args} />
    </FormikForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.invalidCredentials)).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Email Address'), 'm')
    await expect(canvas.queryByText(messages.invalidCredentials)).toBeNull()
  },
}
