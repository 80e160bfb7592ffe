import { pages } from '@recur/api/contract'
import { fixtures, scenarios } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import * as Pay from '../screens/Pay.stories'
import * as SubscriptionForms from '../screens/SubscriptionForms.stories'
import { Screen, screenDocs, signedIn, signedOut } from '../support/Screen'

/**
 * Whole journeys through the app, one screen after another in one canvas: each step is the play
 * function of that screen's own story (so a journey breaks where a screen's story would), joined
 * by what a customer does between screens (the menu). The API is mocked as for the screens.
 */
const meta = {
  title: 'Flows/Journeys',
  component: Screen,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

/** Opens the menu and follows one of its entries (spec: signed-in page frame). */
async function goTo(canvasElement: HTMLElement, entry: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /menu/i }))
  const menu = within(await screen.findByRole('dialog', { name: 'Menu' }))
  await userEvent.click(menu.getByRole('link', { name: entry }))
}

/** A new customer signs up, adds a subscription, and pays for a TV bouquet from the wallet. */
export const SignUpAddAndPay: Story = {
  args: { route: pages.signup },
  // The session the sign-up makes is gone after the story, as before it.
  beforeEach: () => {
    signedOut()
    return signedOut
  },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    // Sign up.
    await userEvent.type(await canvas.findByLabelText('Email Address'), 'tobi@example.com')
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'correct horse 1')
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'correct horse 1')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    // Spec: signed in, the app goes on to the dashboard.
    await expect(
      await canvas.findByRole('heading', { name: 'My Dashboard' }, { timeout: 5_000 }),
    ).toBeVisible()
    // Add a subscription.
    await goTo(canvasElement, 'Add new subscription')
    await SubscriptionForms.CreateSaved.play!(context)
    // Pay for a service.
    await goTo(canvasElement, 'Pay for Service')
    await Pay.PaysAndShowsTheSubscription.play!(context)
  },
}

/**
 * Two payments in a row: 'Make another payment' starts a new form (the email from the profile,
 * nothing else kept) and the second payment goes through as the first did.
 */
export const PayTwice: Story = {
  args: { route: pages.pay },
  beforeEach: signedIn,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    await Pay.PaysAndShowsTheSubscription.play!(context)
    // Start again: a new form.
    await userEvent.click(canvas.getByRole('button', { name: 'Make another payment' }))
    await expect(await canvas.findByRole('textbox', { name: 'Phone' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(
      fixtures.profile().email,
    )
    await expect(canvas.getByRole('combobox', { name: /Service Type/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Validate' })).toBeDisabled()
    // And pay again.
    await Pay.PaysAndShowsTheSubscription.play!(context)
  },
}
