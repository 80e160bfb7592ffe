import { pages } from '@recur/api/contract'
import { CURRENCIES, messages, subscriptionSchema, todayIso } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { formatDate, shiftIsoDate } from '../../format'
import { hoverLikeAMouse } from '../../testing/pointer'
import {
  PAID_RENEWAL_NOTE,
  receiptText,
  SubscriptionForm,
  type SubscriptionFormProps,
  type SubscriptionFormValues,
} from './SubscriptionForm'

const today = todayIso()

/** Spec §5 Create defaults: NGN, 0, today, a month later, no note, auto-renew on. */
const createDefaults: SubscriptionFormValues = {
  name: '',
  currency: 'NGN',
  amount: 0,
  start_date: today,
  end_date: shiftIsoDate(today, { months: 1 }),
  description: '',
  auto_renew: true,
}

const editPrefill: SubscriptionFormValues = {
  id: 'sub_000123',
  name: 'Spotify Family',
  currency: 'USD',
  amount: 17.99,
  start_date: shiftIsoDate(today, { days: -10 }),
  end_date: shiftIsoDate(today, { days: 20 }),
  description: 'Shared with the kids',
  auto_renew: false,
}

const blank: SubscriptionFormValues = {
  name: '',
  currency: '',
  amount: null,
  start_date: '',
  end_date: '',
  description: '',
  auto_renew: true,
}

const meta = {
  title: 'UI/Subscriptions/SubscriptionForm',
  component: SubscriptionForm,
  parameters: { layout: 'padded' },
  args: {
    title: 'Add New Subscription',
    submitLabel: 'Save',
    initialValues: createDefaults,
    validationSchema: subscriptionSchema,
    currencies: CURRENCIES,
    onSubmit: fn(),
    onAddAnother: fn(),
    subscriptionsHref: pages.subscriptions,
    status: 'idle',
  },
} satisfies Meta<typeof SubscriptionForm>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const submit = (canvas: Canvas, name = 'Save') =>
  userEvent.click(canvas.getByRole('button', { name }))

export const CreateDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Add New Subscription' }),
    ).toBeVisible()
    await expect(canvas.getByRole('form', { name: 'Add New Subscription' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Subscription' })).toHaveValue('')
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveDisplayValue('₦ NGN')
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('0')
    await expect(canvas.getByRole('checkbox', { name: 'Auto-Renew' })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: 'Additional Note' })).toHaveValue('')
  },
}

export const SubmitsThePayload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subscription' }), 'Netflix')
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '4500')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Currency' }), '$ USD')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Auto-Renew' }))
    await submit(canvas)
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...createDefaults,
        name: 'Netflix',
        amount: 4500,
        currency: 'USD',
        auto_renew: false,
      }),
    )
  },
}

/**
 * The End Date typed over: the browser's date input hands the form each whole date it passes
 * through, none of whose errors outlives it, and the typed date is submitted.
 */
export const TypedEndDateSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subscription' }), 'DStv Compact')
    const typed = shiftIsoDate(todayIso(), { days: 5 })
    const endDate = canvas.getByLabelText('End Date')
    await expect(endDate).toHaveAttribute('type', 'date')
    await userEvent.clear(endDate)
    await userEvent.type(endDate, typed)
    await expect(endDate).toHaveValue(typed)
    await userEvent.tab()
    await submit(canvas)
    await expect(canvas.queryByText(messages.endBeforeStart)).toBeNull()
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'DStv Compact', end_date: typed }),
      ),
    )
  },
}

export const EveryRequiredMessage: Story = {
  args: { initialValues: blank },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas)
    for (const message of [
      messages.subscriptionNameRequired,
      messages.currencyRequired,
      messages.amountRequired,
      messages.startDateRequired,
      messages.endDateRequired,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible()
    }
    await expect(canvas.getByRole('textbox', { name: 'Subscription' })).toHaveAccessibleDescription(
      messages.subscriptionNameRequired,
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const BlankNameIsRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subscription' }), '   ')
    await submit(canvas)
    await expect(await canvas.findByText(messages.subscriptionNameRequired)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const AmountCleared: Story = {
  args: { initialValues: { ...createDefaults, name: 'Netflix' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Amount' }))
    await submit(canvas)
    await expect(await canvas.findByText(messages.amountRequired)).toBeVisible()
  },
}

export const NegativeAmount: Story = {
  args: { initialValues: { ...createDefaults, name: 'Refund', amount: -5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas)
    await expect(await canvas.findByText(messages.amountMin)).toBeVisible()
  },
}

export const EndBeforeStart: Story = {
  args: {
    initialValues: {
      ...createDefaults,
      name: 'Netflix',
      start_date: shiftIsoDate(today, { days: 10 }),
      end_date: shiftIsoDate(today, { days: 5 }),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas)
    await expect(await canvas.findByText(messages.endBeforeStart)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const EndBeforeToday: Story = {
  args: {
    initialValues: {
      ...createDefaults,
      name: 'Netflix',
      start_date: shiftIsoDate(today, { days: -40 }),
      end_date: shiftIsoDate(today, { days: -10 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas)
    await expect(await canvas.findByText(messages.endBeforeToday)).toBeVisible()
  },
}

export const EditPrefill: Story = {
  args: { title: 'Edit Subscription', submitLabel: 'Save Changes', initialValues: editPrefill },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Subscription' })).toHaveValue(
      'Spotify Family',
    )
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveDisplayValue('$ USD')
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('17.99')
    await expect(canvas.getByRole('checkbox', { name: 'Auto-Renew' })).not.toBeChecked()
    await submit(canvas, 'Save Changes')
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(editPrefill))
  },
}

export const Renew: Story = {
  args: {
    title: 'Renew Subscription',
    submitLabel: 'Renew',
    initialValues: {
      ...editPrefill,
      start_date: today,
      end_date: shiftIsoDate(today, { days: 30 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Renew Subscription' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Renew' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: PAID_RENEWAL_NOTE })).toBeNull()
  },
}

export const PaidRenew: Story = {
  args: { ...Renew.args, title: 'Renew Subscription (Pay for Service)', paidRenewal: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { name: 'Renew Subscription (Pay for Service)' }),
    ).toBeVisible()
    await hoverLikeAMouse(await canvas.findByRole('button', { name: PAID_RENEWAL_NOTE }))
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('Actual subscription details are determined upon renewal payment.')
  },
}

/** Renewing an active period with the spec's prefill (from today): the overlap, fixed in one press. */
export const RenewOverlap: Story = {
  args: { ...Renew.args, currentEndDate: shiftIsoDate(today, { days: 20 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This period overlaps the current one')).toBeVisible()
    await expect(canvasElement).toHaveTextContent(
      `The current period runs until ${formatDate(shiftIsoDate(today, { days: 20 }))}.`,
    )
    await expect(
      canvas.getByRole('button', {
        name: `Start on ${formatDate(shiftIsoDate(today, { days: 21 }))}`,
      }),
    ).toBeVisible()
  },
}

/** One press moves the period to the day after the current end, keeping its length. */
export const RenewOverlapMoved: Story = {
  args: RenewOverlap.args,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const next = shiftIsoDate(today, { days: 21 })
    await userEvent.click(canvas.getByRole('button', { name: `Start on ${formatDate(next)}` }))
    await expect(canvas.queryByText('This period overlaps the current one')).toBeNull()
    await submit(canvas, 'Renew')
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          start_date: next,
          // The 30 days chosen are kept.
          end_date: shiftIsoDate(next, { days: 30 }),
        }),
      ),
    )
  },
}

export const Pending: Story = {
  args: { status: 'pending', initialValues: editPrefill, submitLabel: 'Save Changes' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Processing/ })
    await expect(button).toHaveAttribute('data-pending', 'true')
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ServerError: Story = {
  args: { status: 'error', message: messages.serverError, initialValues: editPrefill },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.serverError)
    await expect(canvas.getByRole('form')).toContainElement(canvas.getByRole('alert'))
  },
}

export const FieldServerError: Story = {
  args: {
    status: 'error',
    message: messages.validationFailed,
    serverErrors: { name: messages.subscriptionNameRequired },
    initialValues: editPrefill,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Subscription' }),
    ).toHaveAccessibleDescription(messages.subscriptionNameRequired)
  },
}

export const RenewalLimitReached: Story = {
  args: { ...Renew.args, status: 'error', message: messages.renewalLimitReached },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      messages.renewalLimitReached,
    )
  },
}

/** Known before the form is filled: said above it, and Renew cannot be pressed. */
export const RenewUnavailable: Story = {
  args: { ...Renew.args, unavailableReason: messages.renewalLimitReached },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.renewalLimitReached)).toBeVisible()
    const renew = canvas.getByRole('button', { name: 'Renew' })
    await expect(renew).toBeDisabled()
    await userEvent.click(renew)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const CreatedSuccess: Story = {
  args: { status: 'success', successMessage: messages.subscriptionCreated },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your Subscription has been successfully saved!',
    )
    await expect(canvas.queryByRole('form')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'View Subscriptions' })).toHaveAttribute(
      'href',
      pages.subscriptions,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Add Another' }))
    await expect(args.onAddAnother).toHaveBeenCalledTimes(1)
  },
}

export const UpdatedSuccess: Story = {
  args: {
    title: 'Edit Subscription',
    submitLabel: 'Save Changes',
    status: 'success',
    successMessage: messages.subscriptionUpdated,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your Subscription has been Updated Succesfully!',
    )
  },
}

const paidReceipt = {
  amount: 4500,
  startDate: shiftIsoDate(today, { days: 31 }),
  endDate: shiftIsoDate(today, { days: 31, months: 1 }),
}

/** A paid renewal's result: the spec's words, then what was paid and the period it bought. */
export const PaidRenewalSuccess: Story = {
  args: {
    ...PaidRenew.args,
    status: 'success',
    successMessage: messages.subscriptionUpdated,
    receipt: paidReceipt,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your Subscription has been Updated Succesfully!',
    )
    await expect(canvasElement).toHaveTextContent(receiptText(paidReceipt))
    await expect(canvasElement).toHaveTextContent(/₦4,500\.00 was paid from your wallet/)
  },
}

/** Save, see the tick, 'Add Another': the form is back with its defaults, not the last entry. */
export const AddAnotherResetsTheForm: Story = {
  render: function Render(args: SubscriptionFormProps) {
    const [status, setStatus] = useState<SubscriptionFormProps['status']>('idle')
    return (
      <SubscriptionForm
        {...args}
        status={status}
        successMessage={messages.subscriptionCreated}
        onSubmit={(values) => {
          args.onSubmit(values)
          setStatus('success')
        }}
        onAddAnother={() => {
          args.onAddAnother()
          setStatus('idle')
        }}
      />
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subscription' }), 'Showmax')
    await submit(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Another' }))
    await expect(await canvas.findByRole('textbox', { name: 'Subscription' })).toHaveValue('')
  },
}

export const Dark: Story = { ...EveryRequiredMessage, globals: { theme: 'dark' } }
