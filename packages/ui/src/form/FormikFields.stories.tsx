import { object, string } from 'yup'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FormikEmailField, FormikPasswordField, FormikTextField } from './FormikFields'
import { FormikForm } from './FormikForm'

/** Each formik field shows its schema error under itself once it has been touched. */
function Fields() {
  return (
    <FormikForm
      initialValues={{ username: '', email: '', password: '' }}
      validationSchema={object({
        username: string().required('Username is required'),
        email: string().email('Invalid email').required('Email is required'),
        password: string().required('Password is required'),
      })}
      onSubmit={fn()}
    >
      <FormikTextField name="username" label="Username" />
      <FormikEmailField name="email" />
      <FormikPasswordField name="password" label="Password" />
    </FormikForm>
  )
}

const meta = {
  title: 'UI/Form/FormikFields',
  component: Fields,
} satisfies Meta<typeof Fields>
export default meta
type Story = StoryObj<typeof meta>

export const Untouched: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Username is required')).toBeNull()
  },
}

export const TouchedAndInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByLabelText('Username'))
    await userEvent.type(canvas.getByLabelText('Email Address'), 'not-an-email')
    await userEvent.click(canvas.getByLabelText('Password', { exact: true }))
    await userEvent.tab()
    await expect(await canvas.findByText('Username is required')).toBeVisible()
    await expect(await canvas.findByText('Invalid email')).toBeVisible()
    await expect(await canvas.findByText('Password is required')).toBeVisible()
  },
}
