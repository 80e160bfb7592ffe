import { pages, href } from '@recur/api/contract'
import { handlers, scenarios } from '@recur/api/mocks'
import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Screen, screenDocs, signedIn } from '../support/Screen'

/**
 * Adding, editing and renewing a subscription: the forms, their messages, and what the customer
 * sees once it is saved or refused.
 */
const meta = {
  title: 'Screens/Subscription Forms',
  // The id the title had: story links and screenshot names stay as they were.
  id: 'screens-subscriptionforms',
  component: Screen,
  args: { route: pages.createSubscription },
  beforeEach: signedIn,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Add New Subscription' })).toBeVisible()
  },
}

export const CreateSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Subscription'), 'Spotify Family')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(messages.subscriptionCreated)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add Another' }))
    await waitFor(() => expect(canvas.getByLabelText('Subscription')).toHaveValue(''))
  },
}

export const CreateServerError: Story = {
  parameters: { msw: { handlers: [handlers.createSubscription.error, ...scenarios.populated] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Subscription'), 'Spotify Family')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(messages.serverError)).toBeVisible()
  },
}

export const Edit: Story = {
  args: { route: href(pages.editSubscription, { id: 'sub_edit' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Edit Subscription' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await expect(await canvas.findByText(messages.subscriptionUpdated)).toBeVisible()
  },
}

export const Renew: Story = {
  args: { route: href(pages.renewSubscription, { id: 'sub_renew' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Renew Subscription' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Renew' })).toBeVisible()
  },
}

export const RenewPaid: Story = {
  args: { route: href(pages.renewSubscription, { id: 'sub_paid' }) },
  parameters: { msw: { handlers: [handlers.subscription.paid, ...scenarios.populated] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: /Renew Subscription \(Pay for Service\)/ }),
    ).toBeVisible()
  },
}

export const RenewLimitReached: Story = {
  args: { route: href(pages.renewSubscription, { id: 'sub_renew' }) },
  parameters: {
    msw: { handlers: [handlers.renewSubscription.limitReached, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew' }))
    await expect(await canvas.findByText(messages.renewalLimitReached)).toBeVisible()
  },
}

/** The profile says the limit is reached: the form says so up front and Renew is disabled. */
export const RenewAtFreeTierLimit: Story = {
  args: { route: href(pages.renewSubscription, { id: 'sub_renew' }) },
  parameters: {
    msw: { handlers: [handlers.profile.renewalLimitReached, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'Renew Subscription' })
    await expect(await within(form).findByText(messages.renewalLimitReached)).toBeVisible()
    await expect(within(form).getByRole('button', { name: 'Renew' })).toBeDisabled()
  },
}

export const LoadFailureRemovesToken: Story = {
  args: { route: href(pages.editSubscription, { id: 'missing' }) },
  parameters: { msw: { handlers: [handlers.subscription.notFound, ...scenarios.populated] } },
  play: async () => {
    await waitFor(() => expect(document.cookie).not.toContain('recur_token='))
  },
}
