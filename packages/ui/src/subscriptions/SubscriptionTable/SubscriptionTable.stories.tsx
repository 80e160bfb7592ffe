import { CURRENCIES } from '@recur/api'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { hoverLikeAMouse } from '../../testing/pointer'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ButtonLink } from '../../primitives/Button'
import { SubscriptionTable } from './SubscriptionTable'

const meta = {
  title: 'UI/Subscriptions/SubscriptionTable',
  component: SubscriptionTable,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    rows: fixtures.subscriptions(),
    currencies: CURRENCIES,
    renewHref: (row) => (row.is_paid ? '/pay' : `/renew-subscription/${row.uid}`),
    editHref: (row) => `/edit-subscription/${row.uid}`,
    onDelete: fn(),
    onRetry: fn(),
    emptyAction: <ButtonLink href="/create-subscription">Add New</ButtonLink>,
  },
} satisfies Meta<typeof SubscriptionTable>

export default meta
type Story = StoryObj<typeof meta>

const rowNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('row', { name: new RegExp(name) })

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent)
    await expect(headers).toEqual([
      'Name',
      'Amount',
      'Category',
      'Start Date',
      'End Date',
      'Addition Note',
      'Status',
      'Actions',
    ])
    await expect(canvas.getAllByRole('row')).toHaveLength(args.rows.length + 1)

    const netflix = within(rowNamed(canvasElement, 'Netflix Premium'))
    await expect(netflix.getByText('₦7,000.00')).toBeVisible()
    await expect(netflix.getByText('01-Nov-2026')).toBeVisible()
    await expect(netflix.getByText('01-Dec-2026')).toBeVisible()
    await expect(netflix.getByText('active')).toHaveAttribute('data-tone', 'active')

    const spotify = within(rowNamed(canvasElement, 'Spotify Family'))
    await expect(spotify.getByText('$17.99')).toBeVisible()
    const icloud = within(rowNamed(canvasElement, 'iCloud'))
    await expect(icloud.getByText('£2.99')).toBeVisible()
    await expect(icloud.getByText('expired')).toHaveAttribute('data-tone', 'expired')
  },
}

export const RowActions: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const [netflixRow] = args.rows
    const netflix = within(rowNamed(canvasElement, 'Netflix Premium'))
    await expect(netflix.getByRole('link', { name: 'Renew Subscription' })).toHaveAttribute(
      'href',
      `/renew-subscription/${netflixRow!.uid}`,
    )
    await expect(netflix.getByRole('link', { name: 'Edit Subscription' })).toHaveAttribute(
      'href',
      `/edit-subscription/${netflixRow!.uid}`,
    )
    // The paid row (the product's own) renews through /pay.
    const dstv = within(rowNamed(canvasElement, 'DStv Compact'))
    await expect(dstv.getByRole('link', { name: 'Renew Subscription' })).toHaveAttribute(
      'href',
      '/pay',
    )

    const remove = netflix.getByRole('button', { name: 'Delete Subscription' })
    await hoverLikeAMouse(remove)
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Delete Subscription')
    await userEvent.click(remove)
    await expect(args.onDelete).toHaveBeenCalledWith(netflixRow)
  },
}

export const Tooltips: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const netflix = within(rowNamed(canvasElement, 'Netflix Premium'))
    for (const label of ['Renew Subscription', 'Edit Subscription']) {
      const link = netflix.getByRole('link', { name: label })
      await hoverLikeAMouse(link)
      await expect(await body.findByRole('tooltip', { name: label })).toBeVisible()
      await expect(link).toHaveAccessibleDescription(label)
    }
    // Leaving closes it (after the close delay).
    await userEvent.unhover(netflix.getByRole('link', { name: 'Edit Subscription' }))
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull())
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading subscriptions')
    // The header and the spec's 13 skeleton rows.
    await expect(await canvas.findAllByRole('row')).toHaveLength(14)
    await expect(canvas.queryByText('Netflix Premium')).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No subscriptions yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/create-subscription',
    )
    await expect(canvas.queryByRole('grid')).toBeNull()
  },
}

/** Loading wins over rows already held: the view never guesses its state from the data. */
export const LoadingWithStaleRows: Story = {
  args: { status: 'loading' },
  play: Loading.play,
}

export const LongText: Story = {
  args: {
    rows: [
      fixtures.subscription({
        name: 'Microsoft 365 Business Premium with Teams, Exchange Online Plan 2 and Defender for Business (annual commitment, billed monthly)',
        description:
          'Shared across the whole finance team. Renew before the audit; the licence count went up in September and again in October. Ask Ngozi before changing the plan — this note is deliberately long to show how it wraps and clamps in the table cell.',
        category: { name: 'Productivity and collaboration software' },
      }),
      fixtures.subscription({
        name: 'Supercalifragilisticexpialidocious-without-any-spaces-at-all',
      }),
    ],
  },
}

export const HugeAndNegativeAmounts: Story = {
  args: {
    rows: [
      fixtures.subscription({ name: 'Enterprise licence', amount: 987654321012.5 }),
      fixtures.subscription({ name: 'Refund', amount: -2350.75, currency_code: 'USD' }),
      fixtures.subscription({ name: 'Free trial', amount: 0 }),
      fixtures.subscription({ name: 'Broken amount', amount: 'abc' as unknown as number }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('₦987,654,321,012.50')).toBeVisible()
    await expect(canvas.getByText('-$2,350.75')).toBeVisible()
    await expect(canvas.getByText('₦0.00')).toBeVisible()
    await expect(canvas.getByText('Invalid amount')).toBeVisible()
  },
}

export const EveryCurrency: Story = {
  args: {
    rows: [
      ...CURRENCIES.map((c) =>
        fixtures.subscription({ name: `Paid in ${c.code}`, amount: 1500, currency_code: c.code }),
      ),
      fixtures.subscription({
        name: 'Unknown currency',
        amount: 1500,
        currency_code: 'JPY' as never,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    for (const [code, text] of [
      ['NGN', '₦1,500.00'],
      ['USD', '$1,500.00'],
      ['GBP', '£1,500.00'],
      ['EUR', '€1,500.00'],
    ] as const) {
      await expect(within(rowNamed(canvasElement, `Paid in ${code}`)).getByText(text)).toBeVisible()
    }
    // Spec §3: a currency without a sign falls back to ₦.
    await expect(
      within(rowNamed(canvasElement, 'Unknown currency')).getByText('₦1,500.00'),
    ).toBeVisible()
  },
}

const twoHundred = Array.from({ length: 200 }, (_, i) =>
  fixtures.subscription({
    name: `Subscription ${String(i + 1).padStart(3, '0')}`,
    amount: (i + 1) * 125.5,
    currency_code: CURRENCIES[i % CURRENCIES.length]!.code,
    status: i % 3 === 0 ? 'expired' : 'active',
  }),
)

/** Only the rows in view are rendered; the grid still tells assistive tech it has all 200. */
export const TwoHundredRows: Story = {
  args: { rows: twoHundred },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Subscriptions' })
    await expect(grid).toHaveAttribute('aria-rowcount', '201')
    await expect(canvas.getByText('Subscription 001')).toBeVisible()
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60)
    await expect(canvas.queryByText('Subscription 200')).toBeNull()

    grid.scrollTop = grid.scrollHeight
    await expect(await canvas.findByText('Subscription 200')).toBeVisible()
    await expect(canvas.getByRole('row', { name: /Subscription 200/ })).toHaveAttribute(
      'aria-rowindex',
      '201',
    )
  },
}

export const KeyboardReachable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    const row = canvas.getByRole('row', { name: /Netflix Premium/ })
    await expect(row).toHaveFocus()

    // The row's actions are reached with the arrow keys; each shows its tooltip on keyboard focus.
    const netflix = within(row)
    await userEvent.keyboard('{ArrowLeft}')
    const remove = netflix.getByRole('button', { name: 'Delete Subscription' })
    await expect(remove).toHaveFocus()
    await expect(await body.findByRole('tooltip', { name: 'Delete Subscription' })).toBeVisible()
    await expect(remove).toHaveAccessibleDescription('Delete Subscription')

    await userEvent.keyboard('{ArrowLeft}')
    await expect(netflix.getByRole('link', { name: 'Edit Subscription' })).toHaveFocus()
    await expect(await body.findByRole('tooltip', { name: 'Edit Subscription' })).toBeVisible()
    await expect(body.queryByRole('tooltip', { name: 'Delete Subscription' })).toBeNull()

    // Escape closes it, and the action keeps its focus.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull())
    await expect(netflix.getByRole('link', { name: 'Edit Subscription' })).toHaveFocus()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
