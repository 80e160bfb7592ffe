import { fixtures, paymentHandlers, scenarios } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Screen, signedIn } from '../support/Screen'

/**
 * Pay for Service: choosing a TV service, its bouquet and a smartcard, checking the card, and
 * paying from the wallet, with the result the customer reads afterwards.
 */
const meta = {
  title: 'Screens/Pay',
  component: Screen,
  args: { route: '/pay' },
  beforeEach: signedIn,
  parameters: { msw: { handlers: scenarios.populated } },
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
  const bouquets = await canvas.findByRole('button', { name: /Service Type/ })
  await waitFor(() => expect(bouquets).toBeEnabled())
  await userEvent.click(bouquets)
  await userEvent.click(await screen.findByRole('option', { name: /DStv Compact/ }))
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
    await expect(canvas.getByRole('button', { name: /Service Type/ })).toBeDisabled()
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

export const ServicesLoading: Story = {
  parameters: { msw: { handlers: [paymentHandlers.services.loading, ...scenarios.populated] } },
}
