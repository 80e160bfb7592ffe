import { paymentFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SmartcardCheckFields } from './SmartcardCheckFields'
import { FormColumn } from './styles'

const number = { smartcard_number: '7029123412' }

/** Part of ServicePurchaseForm: the service's extra fields, and the smartcard's check. */
const meta = {
  title: 'UI/Payments/SmartcardCheckFields',
  component: SmartcardCheckFields,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <FormColumn>{Story()}</FormColumn>],
  args: {
    extraFields: paymentFixtures.smartcardFields(),
    values: {},
    status: 'idle',
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof SmartcardCheckFields>

export default meta
type Story = StoryObj<typeof meta>

const smartcardField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Smartcard Number' })

/** Typed characters reach the form by field name; the app checks the number past 9. */
export const Typing: Story = {
  render: function Render(args) {
    const [values, setValues] = useState(args.values)
    return (
      <SmartcardCheckFields
        {...args}
        values={values}
        onChange={(name, value) => {
          args.onChange(name, value)
          setValues({ ...values, [name]: value })
        }}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(smartcardField(canvasElement), '7029123412')
    await expect(args.onChange).toHaveBeenLastCalledWith('smartcard_number', '7029123412')
    await userEvent.tab()
    await expect(args.onBlur).toHaveBeenCalledWith('smartcard_number')
  },
}

export const Verifying: Story = {
  args: { values: number, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Verifying the smartcard number…',
    )
  },
}

/** Spec §4: the customer's name and previous package, so the right card is paid for. */
export const Verified: Story = {
  args: { values: number, status: 'verified', details: paymentFixtures.smartcardCheck() },
  play: async ({ canvasElement }) => {
    const details = within(within(canvasElement).getByRole('region', { name: 'Smartcard details' }))
    await expect(details.getByText('Adaeze Okafor')).toBeVisible()
    await expect(details.getByText('DStv Yanga')).toBeVisible()
  },
}

/** Spec §8: 'The smartcard number could not be verified.' */
export const NotVerified: Story = {
  args: { values: number, status: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(smartcardField(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(
      within(canvasElement).getByText('The smartcard number could not be verified.'),
    ).toBeVisible()
  },
}

/** The form's own problem (too short) is said before any check. */
export const TooShort: Story = {
  args: {
    values: { smartcard_number: '70291' },
    errors: { smartcard_number: 'Smartcard Number must have at least 10 characters.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Smartcard Number must have at least 10 characters.'),
    ).toBeVisible()
  },
}
