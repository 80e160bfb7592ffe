import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PayContactFields, type PayFieldProps } from './PayContactFields'
import { FormColumn } from './styles'

const field = (name: string, value: string, more: Partial<PayFieldProps> = {}): PayFieldProps => ({
  name,
  value,
  onChange: fn(),
  onBlur: fn(),
  ...more,
})

/** Part of ServicePurchaseForm: who pays, and where the receipt and the provider reach them. */
const meta = {
  title: 'UI/Payments/PayContactFields',
  component: PayContactFields,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <FormColumn>{Story()}</FormColumn>],
  args: {
    email: field('email', 'adaeze@example.com'),
    phone: field('phone', ''),
  },
} satisfies Meta<typeof PayContactFields>

export default meta
type Story = StoryObj<typeof meta>

/** Spec §2: the email from the profile, the phone with its placeholder. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('adaeze@example.com')
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'placeholder',
      '090X XXX XXXX',
    )
  },
}

/** Typing reaches the form value by value; leaving a field is told too. */
export const Typing: Story = {
  render: function Render(args) {
    const [phone, setPhone] = useState('')
    return (
      <PayContactFields
        {...args}
        phone={{
          ...args.phone,
          value: phone,
          onChange: (value) => {
            args.phone.onChange(value)
            setPhone(value)
          },
        }}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    const phone = within(canvasElement).getByRole('textbox', { name: 'Phone' })
    await userEvent.type(phone, '0903')
    await expect(phone).toHaveValue('0903')
    await expect(args.phone.onChange).toHaveBeenLastCalledWith('0903')
    await userEvent.tab()
    await expect(args.phone.onBlur).toHaveBeenCalled()
  },
}

/** Left with a wrong email and no phone: the contract's messages under each. */
export const Problems: Story = {
  args: {
    email: field('email', 'adaeze@', {
      isInvalid: true,
      errorMessage: messages.enterCorrectEmail,
    }),
    phone: field('phone', '', { isInvalid: true, errorMessage: messages.phoneRequired }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.enterCorrectEmail)).toBeVisible()
    await expect(canvas.getByText(messages.phoneRequired)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** Left and right: drawn as accepted. */
export const Accepted: Story = {
  args: {
    email: field('email', 'adaeze@example.com', { isValid: true }),
    phone: field('phone', '09031234567', { isValid: true }),
  },
}
