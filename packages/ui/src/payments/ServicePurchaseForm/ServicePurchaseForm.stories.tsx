import { pages, type PaymentResult, type SmartcardCheck } from '@recur/api/contract'
import { messages, SMARTCARD_CHECK_MIN_LENGTH, servicePurchaseSchema } from '@recur/api'
import { paymentFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PaymentSuccessCard } from '../PaymentSuccessCard'
import type { PayListStatus } from './PayServiceChoice'
import {
  emptyServicePurchase,
  ServicePurchaseForm,
  type PayFormPhase,
  type ServicePurchaseFormProps,
  type ServicePurchaseValues,
} from './ServicePurchaseForm'
import type { SmartcardCheckStatus } from './SmartcardCheckFields'

const email = 'adaeze@example.com'
const bouquets = paymentFixtures.variations()
const fields = paymentFixtures.smartcardFields()

/** A new form: the email from the profile, nothing chosen. */
const empty = emptyServicePurchase(email)

/** Everything filled in for DStv Compact on a verified card. */
const filled: ServicePurchaseValues = {
  ...empty,
  phone: '09031234567',
  service: 'DStv',
  bouquet: 'dstv-compact',
  fields: { smartcard_number: '7029123412' },
}

/**
 * The app's part in these stories, as its pay-flow reducer plays it: it holds the values and the
 * phase; any edit goes back to editing (none while paying), another service empties the bouquet
 * and the extra fields. A story that starts validated passes the next Validate at once.
 */
function Held(args: ServicePurchaseFormProps) {
  const [values, setValues] = useState(args.values)
  const [phase, setPhase] = useState<PayFormPhase>(args.phase ?? 'editing')
  return (
    <ServicePurchaseForm
      {...args}
      values={values}
      phase={phase}
      onChange={(edit) => {
        args.onChange(edit)
        if (phase === 'paying') return
        setValues((current) => ({ ...current, ...edit }))
        setPhase('editing')
      }}
      onServiceChange={(name) => {
        args.onServiceChange(name)
        setValues((current) => ({ ...current, service: name, bouquet: '', fields: {} }))
        setPhase('editing')
      }}
      onValidate={(asked) => {
        args.onValidate(asked)
        if (args.phase === 'validated') setPhase('validated')
      }}
    />
  )
}

const meta = {
  title: 'UI/Payments/ServicePurchaseForm',
  component: ServicePurchaseForm,
  parameters: { layout: 'padded' },
  render: (args) => <Held {...args} />,
  args: {
    validationSchema: servicePurchaseSchema,
    values: empty,
    phase: 'editing',
    services: paymentFixtures.services(),
    servicesStatus: 'ready',
    bouquets: [],
    bouquetsStatus: 'idle',
    extraFields: [],
    walletBalance: 48_250.5,
    smartcardMinLength: SMARTCARD_CHECK_MIN_LENGTH,
    onChange: fn(),
    onServiceChange: fn(),
    onValidate: fn(),
    onPay: fn(),
    onRetryServices: fn(),
    onRetryBouquets: fn(),
  },
} satisfies Meta<typeof ServicePurchaseForm>

export default meta
type Story = StoryObj<typeof meta>

const serviceType = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Service Type/ })
const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^(Validate|Validating|Pay|Processing)/ })

/** Spec §4: no service yet. */
export const NoService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'placeholder',
      '090X XXX XXXX',
    )
    await expect(serviceType(canvasElement)).toBeDisabled()
    await expect(canvas.getByRole('checkbox', { name: 'Auto-Renew' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /Wallet/ })).toBeChecked()
    await expect(canvas.getByText('Balance: ₦48,250.50')).toBeVisible()
    await expect(submit(canvasElement)).toHaveTextContent('Validate')
    await expect(submit(canvasElement)).toBeDisabled()
  },
}

export const ChoosingAService: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'DStv' }))
    await expect(args.onServiceChange).toHaveBeenCalledWith('DStv')
  },
}

/** Spec §2: 'Loading...' in the dropdown while the bouquets load. */
export const BouquetsLoading: Story = {
  args: { values: { ...empty, service: 'DStv' }, bouquetsStatus: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(serviceType(canvasElement)).toHaveDisplayValue('Loading...')
    await expect(serviceType(canvasElement)).toBeDisabled()
  },
}

export const BouquetsFailed: Story = {
  args: { values: { ...empty, service: 'DStv' }, bouquetsStatus: 'error' },
  play: async ({ args, canvasElement }) => {
    await expect(serviceType(canvasElement)).toHaveDisplayValue('Could not load the bouquets')
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Try loading the bouquets again' }),
    )
    await expect(args.onRetryBouquets).toHaveBeenCalledTimes(1)
  },
}

export const BouquetsLoaded: Story = {
  args: {
    values: { ...empty, service: 'DStv' },
    bouquets,
    bouquetsStatus: 'ready',
    extraFields: fields,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(serviceType(canvasElement)).toBeEnabled()
    await expect(canvas.getByRole('textbox', { name: 'Smartcard Number' })).toBeVisible()
    // Every bouquet says what it costs in all, so they can be compared before choosing.
    await expect(
      within(serviceType(canvasElement)).getByRole('option', { name: 'DStv Padi – ₦4,500.00' }),
    ).toBeInTheDocument()
    await userEvent.selectOptions(serviceType(canvasElement), 'DStv Yanga – ₦6,100.00')
    const summary = within(canvas.getByRole('region', { name: 'Order summary' }))
    await expect(summary.getByText('₦6,000.00')).toBeVisible()
    await expect(summary.getByText('₦100.00')).toBeVisible()
    await expect(summary.getByText('₦6,100.00')).toBeVisible()
  },
}

/** The smartcard number reaches the app as it is typed; the app checks it past 9 characters. */
export const TypingASmartcard: Story = {
  args: BouquetsLoaded.args,
  play: async ({ args, canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: 'Smartcard Number' }),
      '7029123412',
    )
    await expect(args.onChange).toHaveBeenLastCalledWith({
      fields: { smartcard_number: '7029123412' },
    })
  },
}

export const SmartcardVerifying: Story = {
  args: { ...BouquetsLoaded.args, values: filled, smartcardStatus: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verifying the smartcard number…')).toBeVisible()
  },
}

export const SmartcardVerified: Story = {
  args: {
    ...BouquetsLoaded.args,
    values: filled,
    smartcardStatus: 'verified',
    smartcard: paymentFixtures.smartcardCheck(),
  },
  play: async ({ canvasElement }) => {
    const details = within(within(canvasElement).getByRole('region', { name: 'Smartcard details' }))
    await expect(details.getByText('Customer name')).toBeVisible()
    await expect(details.getByText('Adaeze Okafor')).toBeVisible()
    await expect(details.getByText('Previous package')).toBeVisible()
    await expect(details.getByText('DStv Yanga')).toBeVisible()
  },
}

/** Too short to check: said under the field, and Validate sends nothing. */
export const SmartcardTooShort: Story = {
  args: {
    ...BouquetsLoaded.args,
    values: { ...filled, fields: { smartcard_number: '70291' } },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(submit(canvasElement))
    await expect(
      await canvas.findByText('Smartcard Number must have at least 10 characters.'),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Smartcard Number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(args.onValidate).not.toHaveBeenCalled()
  },
}

/** Spec §8: 'The smartcard number could not be verified.' */
export const SmartcardFailed: Story = {
  args: { ...BouquetsLoaded.args, values: filled, smartcardStatus: 'failed' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Smartcard Number' })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(
      within(canvasElement).getByText('The smartcard number could not be verified.'),
    ).toBeVisible()
  },
}

/** Another service: the app clears the bouquet and the extra fields (the smartcard number). */
export const SwitchingService: Story = {
  args: SmartcardVerified.args,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'GOtv' }))
    await expect(args.onServiceChange).toHaveBeenCalledWith('GOtv')
    await expect(serviceType(canvasElement)).not.toHaveDisplayValue(/DStv Compact/)
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Smartcard Number' }),
    ).toHaveValue('')
    await expect(submit(canvasElement)).toBeDisabled()
  },
}

/** Spec §5: the button is disabled without a phone. */
export const WithoutPhone: Story = {
  args: { ...SmartcardVerified.args, values: { ...filled, phone: '' } },
  play: async ({ canvasElement }) => {
    await expect(submit(canvasElement)).toBeDisabled()
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Phone' }), '0903')
    await expect(submit(canvasElement)).toBeEnabled()
  },
}

export const WithoutEmail: Story = {
  args: { ...SmartcardVerified.args, values: { ...filled, email: '' } },
  play: async ({ canvasElement }) => {
    await expect(submit(canvasElement)).toBeDisabled()
  },
}

export const WithoutBouquet: Story = {
  args: { ...SmartcardVerified.args, values: { ...filled, bouquet: '' } },
  play: async ({ canvasElement }) => {
    await expect(submit(canvasElement)).toBeDisabled()
  },
}

export const InvalidEmail: Story = {
  args: { ...SmartcardVerified.args, values: { ...filled, email: 'adaeze@' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(submit(canvasElement))
    await expect(await within(canvasElement).findByText(messages.enterCorrectEmail)).toBeVisible()
    await expect(args.onValidate).not.toHaveBeenCalled()
  },
}

export const Validate: Story = {
  args: SmartcardVerified.args,
  play: async ({ args, canvasElement }) => {
    await expect(submit(canvasElement)).toHaveTextContent('Validate')
    await userEvent.click(submit(canvasElement))
    await waitFor(() =>
      expect(args.onValidate).toHaveBeenCalledWith({
        email,
        phone: '09031234567',
        service: 'DStv',
        bouquet: 'dstv-compact',
        fields: { smartcard_number: '7029123412' },
        auto_renew: true,
        payment_method: 'wallet',
      }),
    )
    await expect(args.onPay).not.toHaveBeenCalled()
  },
}

export const Validating: Story = {
  args: { ...SmartcardVerified.args, phase: 'validating' },
  play: async ({ canvasElement }) => {
    await expect(submit(canvasElement)).toHaveTextContent('Validating, please wait...')
    await expect(submit(canvasElement)).toHaveAttribute('data-pending', 'true')
  },
}

/** Spec §2: once validated, the button reads 'Pay {total}'. */
export const ReadyToPay: Story = {
  args: { ...SmartcardVerified.args, phase: 'validated' },
  play: async ({ args, canvasElement }) => {
    await expect(submit(canvasElement)).toHaveTextContent('Pay ₦15,800.00')
    await userEvent.click(submit(canvasElement))
    await waitFor(() =>
      expect(args.onPay).toHaveBeenCalledWith(
        expect.objectContaining({ bouquet: 'dstv-compact', payment_method: 'wallet' }),
      ),
    )
    await expect(args.onValidate).not.toHaveBeenCalled()
  },
}

/** A change after validation asks for validation again. */
export const ChangedAfterValidation: Story = {
  args: ReadyToPay.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Auto-Renew' }))
    await expect(submit(canvasElement)).toHaveTextContent('Validate')
  },
}

export const PayByCard: Story = {
  args: ReadyToPay.args,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /Card/ }))
    await userEvent.click(submit(canvasElement))
    await waitFor(() =>
      expect(args.onValidate).toHaveBeenCalledWith(
        expect.objectContaining({ payment_method: 'card' }),
      ),
    )
  },
}

export const InsufficientFunds: Story = {
  args: { ...ReadyToPay.args, walletBalance: 5_000, fundWalletHref: pages.wallet },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.insufficientFunds)).toBeVisible()
    // Pay is off until the wallet holds the total, rather than failing after the press.
    await expect(submit(canvasElement)).toBeDisabled()
    // It offers to fund the wallet.
    await expect(canvas.getByRole('link', { name: 'Fund Wallet' })).toHaveAttribute(
      'href',
      pages.wallet,
    )
  },
}

/** A slow provider (up to its timeout): it says what is happening and where the money is. */
export const Paying: Story = {
  args: { ...ReadyToPay.args, phase: 'paying' },
  play: async ({ canvasElement }) => {
    await expect(submit(canvasElement)).toHaveAttribute('data-pending', 'true')
    await expect(within(canvasElement).getByText(/^Paying DStv…/)).toHaveTextContent(
      'Paying DStv… ₦15,800.00 is held from your wallet while DStv confirms. This can take up to a minute; if it does not go through, the money comes back to your wallet.',
    )
  },
}

/** By card, the answer is the checkout: it says where the browser is going. */
export const PayingByCard: Story = {
  args: {
    ...ReadyToPay.args,
    values: { ...filled, payment_method: 'card' },
    phase: 'paying',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Taking you to the secure checkout…'),
    ).toBeVisible()
  },
}

/** Spec §8: 'Payment failed: {server message}'. */
export const PaymentFailed: Story = {
  args: { ...ReadyToPay.args, payMessage: messages.insufficientFunds },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      `Payment failed: ${messages.insufficientFunds}`,
    )
  },
}

export const ServicesLoading: Story = { args: { servicesStatus: 'loading' } }
export const ServicesFailed: Story = { args: { servicesStatus: 'error' } }
export const WalletBalanceUnknown: Story = { args: { walletBalance: undefined } }

export const LongNames: Story = {
  args: {
    ...SmartcardVerified.args,
    bouquets: bouquets.map((b) => ({ ...b, name: `${b.name} with Showmax Pro and Extra View` })),
    smartcard: paymentFixtures.smartcardCheck({
      customer_name: 'Oluwaseun Chukwuemeka Adebayo-Okonkwo Nwachukwu',
      current_variation_name: 'DStv Premium French with Showmax Pro and the Extra View add-on',
    }),
  },
}

export const Dark: Story = { args: SmartcardVerified.args, globals: { theme: 'dark' } }

/** The app's part played by the story: choose, verify, validate, pay, start again. */
function PayFlow(args: ServicePurchaseFormProps) {
  const [values, setValues] = useState(args.values)
  const [phase, setPhase] = useState<PayFormPhase>('editing')
  const [bouquetsStatus, setBouquetsStatus] = useState<PayListStatus>('idle')
  const [smartcardStatus, setSmartcardStatus] = useState<SmartcardCheckStatus>('idle')
  const [smartcard, setSmartcard] = useState<SmartcardCheck>()
  const [result, setResult] = useState<PaymentResult>()
  const [round, setRound] = useState(0)
  if (result) {
    return (
      <PaymentSuccessCard
        result={result}
        subscriptionsHref="/all-subscriptions"
        onReset={() => {
          setResult(undefined)
          setValues(args.values)
          setPhase('editing')
          setBouquetsStatus('idle')
          setSmartcardStatus('idle')
          setRound((n) => n + 1)
        }}
      />
    )
  }
  return (
    <ServicePurchaseForm
      {...args}
      key={round}
      values={values}
      phase={phase}
      bouquets={bouquetsStatus === 'ready' ? bouquets : []}
      bouquetsStatus={bouquetsStatus}
      extraFields={bouquetsStatus === 'ready' ? fields : []}
      smartcardStatus={smartcardStatus}
      smartcard={smartcard}
      onChange={(edit) => {
        args.onChange(edit)
        setValues((current) => ({ ...current, ...edit }))
        setPhase('editing')
        const number = edit.fields?.smartcard_number
        if (number === undefined) return
        if (number.length <= 9) return setSmartcardStatus('idle')
        setSmartcardStatus('pending')
        setTimeout(() => {
          setSmartcard(paymentFixtures.smartcardCheck())
          setSmartcardStatus('verified')
        }, 50)
      }}
      onServiceChange={(name) => {
        args.onServiceChange(name)
        setValues((current) => ({ ...current, service: name, bouquet: '', fields: {} }))
        setBouquetsStatus('loading')
        setTimeout(() => setBouquetsStatus('ready'), 50)
      }}
      onValidate={(checked) => {
        args.onValidate(checked)
        setPhase('validating')
        setTimeout(() => setPhase('validated'), 50)
      }}
      onPay={(paid) => {
        args.onPay(paid)
        setResult(paymentFixtures.paymentResult())
      }}
    />
  )
}

export const Flow: Story = {
  render: (args) => <PayFlow {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(serviceType(canvasElement)).toBeDisabled()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '09031234567')
    await userEvent.click(canvas.getByRole('radio', { name: 'DStv' }))
    await waitFor(() => expect(serviceType(canvasElement)).toBeEnabled())
    await userEvent.selectOptions(serviceType(canvasElement), 'DStv Compact – ₦15,800.00')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Smartcard Number' }), '7029123412')
    await expect(await canvas.findByText('Adaeze Okafor')).toBeVisible()
    await userEvent.click(submit(canvasElement))
    await waitFor(() => expect(submit(canvasElement)).toHaveTextContent('Pay ₦15,800.00'))
    await userEvent.click(submit(canvasElement))
    await expect(args.onPay).toHaveBeenCalledTimes(1)
    await expect(
      await canvas.findByRole('heading', { name: 'Payment successful! 🎉' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Make another payment' }))
    await expect(await canvas.findByRole('textbox', { name: 'Phone' })).toHaveValue('')
    await expect(serviceType(canvasElement)).toBeDisabled()
  },
}
