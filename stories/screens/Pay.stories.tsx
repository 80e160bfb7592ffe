import { href, pages } from '@recur/api/contract'
import { fixtures, handlers, paymentHandlers, scenarios } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Screen, screenDocs, signedIn } from '../support/Screen'

/**
 * Pay for Service: choosing a TV service, its bouquet and a smartcard, checking the card, and
 * paying from the wallet, with the result the customer reads afterwards.
 */
const meta = {
  title: 'Screens/Pay',
  component: Screen,
  args: { route: pages.pay },
  beforeEach: signedIn,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^(Validate|Validating|Pay|Processing)/ })

/** Choose DStv, a bouquet and a smartcard that verifies; Validate; Pay. */
async function fillAndValidate(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone' }), '09031234567')
  await userEvent.click(await canvas.findByRole('radio', { name: 'DStv' }))
  // The bouquet picker stays disabled until DStv's bouquets have loaded: a press before then
  // opens nothing.
  const bouquets = await canvas.findByRole('combobox', { name: /Service Type/ })
  await waitFor(() => expect(bouquets).toBeEnabled())
  await userEvent.selectOptions(bouquets, 'DStv Compact – ₦15,800.00')
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Smartcard Number' }),
    '7029123412',
  )
  await expect(await canvas.findByText('Adaeze Okafor')).toBeVisible()
  await userEvent.click(submit(canvasElement))
  await expect(await canvas.findByRole('button', { name: /^Pay ₦15,800\.00/ })).toBeEnabled()
}

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Pay For Service' })).toBeVisible()
    // The e-mail comes from the profile.
    await expect(await canvas.findByRole('textbox', { name: /Email/ })).toHaveValue(
      fixtures.profile().email,
    )
    await expect(canvas.getByRole('combobox', { name: /Service Type/ })).toBeDisabled()
  },
}

export const PaysAndShowsTheSubscription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndValidate(canvasElement)
    await userEvent.click(submit(canvasElement))
    await expect(
      await canvas.findByRole('heading', { name: 'Payment successful! 🎉' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View your Subscriptions' })).toBeVisible()
  },
}

/** Spec §8: 'Payment failed: {server message}'. */
export const PaymentFails: Story = {
  parameters: {
    msw: { handlers: [paymentHandlers.pay.insufficientFunds, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    await fillAndValidate(canvasElement)
    await userEvent.click(submit(canvasElement))
    await expect(
      await within(canvasElement).findByText(/^Payment failed: Your wallet balance is not enough/),
    ).toBeVisible()
  },
}

/** Spec §4: a check succeeds only with a customer_name. */
export const SmartcardNotVerified: Story = {
  parameters: {
    msw: { handlers: [paymentHandlers.smartcard.noCustomer, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('radio', { name: 'DStv' }))
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Smartcard Number' }),
      '1234567890',
    )
    await expect(
      await canvas.findByText('The smartcard number could not be verified.'),
    ).toBeVisible()
  },
}

/**
 * Keeps `element` in view for the pictures, which are taken after the play at each viewport
 * size: on a phone the form's end is below the fold, and a resize moves it.
 */
function keepInView(element: HTMLElement) {
  const scroll = () => element.scrollIntoView({ block: 'center' })
  scroll()
  window.addEventListener('resize', scroll)
}

/** A provider slower than usual: the screen says what is happening and where the money is. */
export const SlowProvider: Story = {
  parameters: { msw: { handlers: [paymentHandlers.pay.loading, ...scenarios.populated] } },
  play: async ({ canvasElement }) => {
    await fillAndValidate(canvasElement)
    await userEvent.click(submit(canvasElement))
    const note = await within(canvasElement).findByText(
      /^Paying DStv… ₦15,800\.00 is held from your wallet while DStv confirms\./,
    )
    await expect(note).toBeVisible()
    keepInView(note)
  },
}

/** Too little in the wallet: Pay is off and Fund Wallet is offered, before any press. */
export const WalletTooLow: Story = {
  parameters: { msw: { handlers: [handlers.walletBalance.empty, ...scenarios.populated] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone' }), '09031234567')
    await userEvent.click(await canvas.findByRole('radio', { name: 'DStv' }))
    const bouquets = await canvas.findByRole('combobox', { name: /Service Type/ })
    await waitFor(() => expect(bouquets).toBeEnabled())
    await userEvent.selectOptions(bouquets, 'DStv Compact – ₦15,800.00')
    const fund = await canvas.findByRole('link', { name: 'Fund Wallet' })
    await expect(fund).toHaveAttribute('href', pages.wallet)
    await expect(submit(canvasElement)).toBeDisabled()
    keepInView(fund)
  },
}

const backFromCheckout = href(pages.pay, { reference: 'RCR-FUND-0007' })

/** Back from the card checkout, paid and delivered: the spec's success card. */
export const CardPaymentSucceeded: Story = {
  args: { route: backFromCheckout },
  parameters: {
    msw: { handlers: [paymentHandlers.cardPayment.successful, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Payment successful! 🎉' }),
    ).toBeVisible()
    await expect(canvas.getByText('Card (RCR-FUND-0007)')).toBeVisible()
  },
}

/** The card paid, the provider declined: 'Payment failed: …' and the money is in the wallet. */
export const CardPaymentRefunded: Story = {
  args: { route: backFromCheckout },
  parameters: {
    msw: { handlers: [paymentHandlers.cardPayment.refunded, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: /^Payment failed: .* is now in your wallet\.$/ }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View your wallet' })).toBeVisible()
  },
}

/** The card was declined at the checkout: 'Payment failed: …', nothing taken. */
export const CardDeclined: Story = {
  args: { route: backFromCheckout },
  parameters: {
    msw: { handlers: [paymentHandlers.cardPayment.declined, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', {
        name: 'Payment failed: The card was declined. No money was taken from your card.',
      }),
    ).toBeVisible()
    // 'Make another payment' leaves the result for a fresh form.
    await userEvent.click(canvas.getByRole('button', { name: 'Make another payment' }))
    await expect(await canvas.findByRole('textbox', { name: 'Phone' })).toBeVisible()
  },
}

/** Back before the gateway or the provider answered. */
export const CardPaymentPending: Story = {
  args: { route: backFromCheckout },
  parameters: {
    msw: { handlers: [paymentHandlers.cardPayment.pending, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Confirming your card payment…' }),
    ).toBeVisible()
  },
}

export const ServicesLoading: Story = {
  parameters: { msw: { handlers: [paymentHandlers.services.loading, ...scenarios.populated] } },
}
