import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Formik } from 'formik'
import { expect, userEvent, within } from 'storybook/test'
import { object } from 'yup'
import { FormikEmailField, FormikTextField } from './FormikFields'
import { ServerErrorsProvider } from './ServerErrors'

/**
 * The server's field errors stay under the fields they were about until that field changes;
 * the other fields keep theirs.
 */
function WithServerErrors() {
  return (
    <Formik
      initialValues={{ email: 'taken@example.com', old_password: 'x' }}
      validationSchema={object()}
      onSubmit={() => undefined}
    >
      <ServerErrorsProvider
        serverErrors={{ email: messages.emailTaken, old_password: messages.oldPasswordWrong }}
      >
        <FormikEmailField name="email" />
        <FormikTextField name="old_password" label="Old Password" />
      </ServerErrorsProvider>
    </Formik>
  )
}

const meta = {
  title: 'UI/Form/ServerErrors',
  component: WithServerErrors,
} satisfies Meta<typeof WithServerErrors>
export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.emailTaken)).toBeVisible()
    await expect(canvas.getByText(messages.oldPasswordWrong)).toBeVisible()
  },
}

export const ClearedByEditingThatField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email Address'), 'x')
    await expect(canvas.queryByText(messages.emailTaken)).toBeNull()
    await expect(canvas.getByText(messages.oldPasswordWrong)).toBeVisible()
  },
}
