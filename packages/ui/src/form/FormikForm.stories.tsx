import { loginSchema, messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../primitives/Button'
import { FormikEmailField, FormikPasswordField } from './FormikFields'
import { FormikForm } from './FormikForm'

const meta = {
  title: 'UI/Form/FormikForm',
  component: FormikForm,
  args: {
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: fn(),
    'aria-labelledby': undefined,
    children: (
      <>
        <FormikEmailField name="email" />
        <FormikPasswordField name="password" label="Password" />
        <Button type="submit">Submit</Button>
      </>
    ),
  },
} satisfies Meta<typeof FormikForm>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SchemaMessagesUnderFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(await canvas.findByText(messages.emailRequired)).toBeVisible()
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ServerErrorUntilTheValueChanges: Story = {
  args: { serverErrors: { email: messages.emailTaken } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.emailTaken)).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Email Address'), 'a')
    await expect(canvas.queryByText(messages.emailTaken)).toBeNull()
  },
}

export const Submits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email Address'), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'secret')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret',
    })
  },
}
