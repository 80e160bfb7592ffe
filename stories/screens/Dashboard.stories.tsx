import { pages } from '@recur/api/contract'
import { apiUrl, paths } from '@recur/api'
import { dashboardFixtures, dashboardHandlers, ok, scenarios } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Screen, screenDocs, signedIn } from '../support/Screen'

/**
 * The dashboard a signed-in customer lands on: what they spend, what ends soon and where the
 * money goes, in cards that load, fail and recover one by one.
 */
const meta = {
  title: 'Screens/Dashboard',
  component: Screen,
  args: { route: pages.dashboard },
  beforeEach: signedIn,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

/** A card, once the summary has loaded and the cards are shown. */
const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }))

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'My Dashboard' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Add your first subscription' })).toBeNull()
    await expect(await canvas.findByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect(
      await (await card(canvasElement, 'Total spend')).findByText('₦1,284,650.75'),
    ).toBeVisible()
    await expect(await (await card(canvasElement, 'Total Entries')).findByText('48')).toBeVisible()
    await expect(
      await (await card(canvasElement, 'Expiring Soon')).findByText('Showmax Pro'),
    ).toBeVisible()
    await expect(
      await (await card(canvasElement, 'Category Statistics')).findByText('Entertainment'),
    ).toBeVisible()
  },
}

/** Opening a renewal list lays it over the cards below: the row of cards keeps its height. */
export const RenewalListOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const spend = await canvas.findByRole('region', { name: 'Total spend' })
    const renewals = await card(canvasElement, 'Renewals')
    const before = spend.getBoundingClientRect().height
    await userEvent.click(renewals.getByRole('button', { name: 'Most Renewed' }))
    await expect(await renewals.findByRole('list', { name: 'Most Renewed' })).toBeVisible()
    await expect(spend.getBoundingClientRect().height).toBe(before)
  },
}

/** The index route is the dashboard too (spec §2 route table). */
export const AtTheRoot: Story = {
  args: { route: '/' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'My Dashboard' }),
    ).toBeVisible()
    // Its cards loaded, as at /dashboard: where the story ends does not depend on the machine.
    await expect(
      await (await card(canvasElement, 'Expiring Soon')).findByText('Showmax Pro'),
    ).toBeVisible()
  },
}

/** A new user: invited to add a first subscription, above the cards with nothing in them yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Add your first subscription' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add a subscription' })).toHaveAttribute(
      'href',
      pages.createSubscription,
    )
    await expect(await (await card(canvasElement, 'Total spend')).findByText('₦0.00')).toBeVisible()
    await expect(
      await (
        await card(canvasElement, 'Expiring Soon')
      ).findByText('No Subscription Expiring soon'),
    ).toBeVisible()
  },
}

/** Spec §2: a loading skeleton while the summary loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'My Dashboard' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Total spend' })).toBeNull()
  },
}

/** Spec §2: the summary failed, so the whole page is the broken-page view. */
export const SummaryError: Story = {
  parameters: { msw: { handlers: scenarios.error } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Looks like you stumbled on a broken page, we'll fix it.",
      ),
    ).toBeVisible()
  },
}

/** The summary works and every other card fails on its own. */
export const CardErrors: Story = {
  parameters: { msw: { handlers: [...dashboardHandlers.cardErrors, ...scenarios.populated] } },
  play: async ({ canvasElement }) => {
    await expect(
      await (await card(canvasElement, 'Total spend')).findByText('₦1,284,650.75'),
    ).toBeVisible()
    for (const name of ['Category Statistics', 'Spend By Currency', 'Expiring Soon']) {
      await expect(await (await card(canvasElement, name)).findByText('Error')).toBeVisible()
    }
  },
}

/** Switching Total spend's currency asks for that card's figure only, and shows it. */
export const SwitchingACurrencyRefetchesOneCard: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const seen: string[] = []
        const record = (request: Request) => {
          const url = new URL(request.url)
          seen.push(`${url.pathname}${url.search}`)
        }
        Object.assign(globalThis, { __dashboardRequests: seen })
        return [
          http.all(apiUrl('/dashboard/*'), ({ request }) => {
            record(request)
          }),
          http.get(apiUrl(paths.dashboardSummary), ({ request }) => {
            const currency = new URL(request.url).searchParams.get('currency')
            return ok(
              currency === 'USD'
                ? dashboardFixtures.dashboardSummary({
                    currency: 'USD',
                    total_amount_spent: 862.4,
                  })
                : dashboardFixtures.dashboardSummary(),
            )
          }),
          ...scenarios.populated,
        ]
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const seen = (globalThis as unknown as { __dashboardRequests: string[] }).__dashboardRequests
    const spend = await card(canvasElement, 'Total spend')
    await expect(await spend.findByText('₦1,284,650.75')).toBeVisible()
    await waitFor(() => expect(seen.some((r) => r.includes('spend-by-currency'))).toBe(true))
    // The dropdown's codes come from GET /currencies, which may answer after the cards.
    await spend.findByRole('option', { name: 'USD' })
    const before = seen.length

    await userEvent.selectOptions(spend.getByRole('combobox', { name: 'Currency' }), 'USD')
    await expect(await spend.findByText('$862.40')).toBeVisible()
    await expect(seen.slice(before)).toEqual([`${apiUrl(paths.dashboardSummary)}?currency=USD`])
    // Total Entries keeps the default currency's summary.
    await expect((await card(canvasElement, 'Total Entries')).getByText('48')).toBeVisible()
  },
}
