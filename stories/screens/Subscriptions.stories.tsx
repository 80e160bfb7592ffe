import { pages, href } from '@recur/api/contract'
import { exportHandlers, handlers, scenarios } from '@recur/api/mocks'
import { paths, apiUrl, messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { ok } from '@recur/api/mocks'
import { fixtures } from '@recur/api/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Screen, screenDocs, signedIn } from '../support/Screen'

/**
 * All of a customer's subscriptions: the table and the month calendar, search, filters and pages,
 * and deleting one after confirming.
 */
const meta = {
  title: 'Screens/Subscriptions',
  component: Screen,
  args: { route: pages.subscriptions },
  beforeEach: signedIn,
  parameters: {
    docs: { story: screenDocs },
    msw: { handlers: scenarios.populated },
    // The table needs a laptop's width (below it, a card per subscription): the stories play on
    // one, and are pictured on a phone and a laptop as every screen is.
    viewport: {
      options: {
        laptop: { name: 'Laptop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'laptop', isRotated: false } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'My Subscriptions' })).toBeVisible()
    await expect(await canvas.findByText('Netflix Premium')).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: 'Addition Note' })).toBeVisible()
  },
}

/** A new account: nothing recorded yet (not 'nothing matches'). */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'No subscriptions yet' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  },
}

/** A search and a filter (from the URL) that match nothing say so, with a way back. */
export const FiltersWithNoResults: Story = {
  args: { route: href(pages.subscriptions, { currency: 'EUR', name: 'netflix' }) },
  parameters: { msw: { handlers: [handlers.subscriptions.searchable, ...scenarios.populated] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'No subscriptions match' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'No subscriptions yet' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('netflix')
  },
}

/** 'Clear filters' clears the search and every filter at once: every row is back. */
export const ClearFiltersShowsEverything: Story = {
  args: FiltersWithNoResults.args,
  parameters: FiltersWithNoResults.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear filters' }))
    await expect(await canvas.findByText('Spotify Family')).toBeVisible()
    await expect(canvas.getByText('Netflix Premium')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull()
  },
}

/** The search runs as the person types, without Enter. */
export const SearchAsYouType: Story = {
  parameters: { msw: { handlers: [handlers.subscriptions.searchable, ...scenarios.populated] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Netflix Premium')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'spot')
    await waitFor(() => expect(canvas.queryByText('Netflix Premium')).toBeNull())
    await expect(canvas.getByText('Spotify Family')).toBeVisible()
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'xyz')
    await expect(
      await canvas.findByRole('heading', { name: 'No subscriptions match' }),
    ).toBeVisible()
  },
}

/**
 * On the free plan's renewal limit, Renew is disabled on the rows the limit applies to and says
 * why; a paid row (renewed by payment, which the limit never refuses) keeps its Renew.
 */
export const RenewAtFreeTierLimit: Story = {
  parameters: {
    msw: { handlers: [handlers.profile.renewalLimitReached, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = async (name: string) =>
      (await canvas.findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement
    const netflix = within(await row('Netflix Premium'))
    await waitFor(() =>
      expect(netflix.getByRole('link', { name: /^Renew Subscription / })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    )
    const renew = netflix.getByRole('link', { name: /^Renew Subscription / })
    await expect(renew).toHaveAccessibleDescription(messages.renewalLimitReached)
    // Hovered (as a mouse: over the page, then onto it), the table's one tooltip says why too;
    // once it closes, the reason still describes the link.
    await userEvent.hover(canvasElement.ownerDocument.body)
    await userEvent.hover(renew)
    await expect(
      await screen.findByRole('tooltip', {
        name: `Renew Subscription: ${messages.renewalLimitReached}`,
      }),
    ).toBeVisible()
    await userEvent.unhover(renew)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    await expect(renew).toHaveAccessibleDescription(messages.renewalLimitReached)
    const dstv = within(await row('DStv Compact'))
    await expect(dstv.getByRole('link', { name: /^Renew Subscription / })).toHaveAttribute(
      'href',
      href(pages.renewSubscription, { id: 'sub_dstv' }),
    )
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading } },
}

export const Error: Story = {
  parameters: { msw: { handlers: scenarios.error } },
}

export const ManyPages: Story = {
  parameters: { msw: { handlers: [handlers.subscriptions.manyPages, ...scenarios.populated] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /next/i }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /page 2/i })).toHaveAttribute('aria-current'),
    )
  },
}

export const CalendarView: Story = {
  args: { route: href(pages.subscriptions, { view: 'calendar', month: '2026-11' }) },
}

export const Filtered: Story = {
  args: {
    route: href(pages.subscriptions, { status: 'active', currency: 'NGN', 'amount[from]': 1000 }),
  },
}

export const DeleteConfirmRefetches: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        // The list shrinks once the row is deleted, as the real server's would.
        let deleted = false
        return [
          http.delete(apiUrl(paths.removeSubscription(':id')), () => {
            deleted = true
            return ok(null)
          }),
          http.get(apiUrl(paths.subscriptions), () =>
            ok(
              fixtures.page(
                fixtures
                  .subscriptions()
                  .filter((row) => !deleted || row.name !== 'Netflix Premium'),
              ),
            ),
          ),
          ...scenarios.populated,
        ]
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Netflix Premium')
    const [firstDelete] = await canvas.findAllByRole('button', { name: /^Delete Subscription / })
    await userEvent.click(firstDelete!)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Subscription' })
    await expect(
      within(dialog).getByText('Are you sure You want to delete this subscription?'),
    ).toBeInTheDocument()
    // It names the subscription it deletes.
    await expect(within(dialog).getByText('Netflix Premium')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(canvas.queryByText('Netflix Premium')).toBeNull())
    // The dialog closes once the delete has answered: the story ends on the list alone.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

export const DeleteCancelKeepsRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Netflix Premium')
    const [firstDelete] = await canvas.findAllByRole('button', { name: /^Delete Subscription / })
    await userEvent.click(firstDelete!)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Subscription' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(canvas.getByText('Netflix Premium')).toBeVisible()
  },
}

/** Issue 16: the file could not be prepared; the menu says so beside the button. */
export const ExportFailed: Story = {
  parameters: {
    msw: { handlers: [exportHandlers.exportSubscriptions.error, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Netflix Premium')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'JSON (Recur backup)' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.serverError)
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled()
  },
}
