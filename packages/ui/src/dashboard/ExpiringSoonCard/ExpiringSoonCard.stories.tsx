import { CURRENCIES } from '@recur/api'
import { dashboardFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { size } from '../../theme'
import {
  cardNamed,
  emptyPlay,
  errorPlay,
  loadingPlay,
  phoneDecorator,
  widthDecorator,
} from '../storySupport'
import { ExpiringSoonCard } from './ExpiringSoonCard'

const { expiringRow } = dashboardFixtures
const TODAY = '2026-11-22'

const meta = {
  title: 'UI/Dashboard/ExpiringSoonCard',
  component: ExpiringSoonCard,
  parameters: { layout: 'padded' },
  decorators: [widthDecorator(size.contentMax)],
  args: {
    // The table; the Phone story shows the cards. The app leaves it to the screen's width.
    layout: 'table',
    status: 'ready',
    rows: dashboardFixtures.expiringSoon(),
    today: TODAY,
    currencies: CURRENCIES,
    onRetry: fn(),
  },
} satisfies Meta<typeof ExpiringSoonCard>

export default meta
type Story = StoryObj<typeof meta>

const CARD = 'Expiring Soon'
const card = (canvasElement: HTMLElement) => cardNamed(canvasElement, CARD)
const row = (canvasElement: HTMLElement, name: string) =>
  within(card(canvasElement).getByRole('row', { name: new RegExp(name) }))
/** The table's rows (a plain HTML table: they are there with the table). */
const rowsShown = (canvasElement: HTMLElement) => card(canvasElement).findAllByRole('row')

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement)
    const panel = card(canvasElement)
    const table = panel.getByRole('table', { name: 'Expiring Soon' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Amount', 'Category', 'Days Left'])
    // Each row is named by its subscription, read out before a cell of that row.
    await expect(within(table).getByRole('rowheader', { name: 'Showmax Pro' })).toBeVisible()
    const showmax = row(canvasElement, 'Showmax Pro')
    await expect(showmax.getByText('₦6,300.00')).toBeVisible()
    await expect(showmax.getByText('Entertainment')).toBeVisible()
    await expect(showmax.getByText('Today')).toBeVisible()
    await expect(row(canvasElement, 'Spotify Family').getByText('$17.99')).toBeVisible()
    await expect(row(canvasElement, 'Spotify Family').getByText('6 days')).toBeVisible()
    await expect(row(canvasElement, 'DStv Compact').getByText('18 days')).toBeVisible()
  },
}

/** Spec §2: 0 days reads 'Today'; one day '1 day'; more 'N days'. */
export const DaysLeft: Story = {
  args: {
    rows: [
      expiringRow({ uid: 'a', name: 'Ends today', end_date: '2026-11-22' }),
      expiringRow({ uid: 'b', name: 'Ends tomorrow', end_date: '2026-11-23' }),
      expiringRow({ uid: 'c', name: 'Ends in three days', end_date: '2026-11-25' }),
      expiringRow({ uid: 'd', name: 'Ends next year', end_date: '2027-01-01' }),
    ],
  },
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement)
    await expect(row(canvasElement, 'Ends today').getByText('Today')).toBeVisible()
    await expect(row(canvasElement, 'Ends tomorrow').getByText('1 day')).toBeVisible()
    await expect(row(canvasElement, 'Ends in three days').getByText('3 days')).toBeVisible()
    await expect(row(canvasElement, 'Ends next year').getByText('40 days')).toBeVisible()
  },
}

export const EveryCurrency: Story = {
  args: {
    rows: [
      ...CURRENCIES.map((c) =>
        expiringRow({
          uid: c.code,
          name: `Paid in ${c.code}`,
          amount: 1500,
          currency_code: c.code,
        }),
      ),
      expiringRow({ uid: 'jpy', name: 'Unknown currency', currency_code: 'JPY' as never }),
    ],
  },
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement)
    for (const [code, text] of [
      ['NGN', '₦1,500.00'],
      ['USD', '$1,500.00'],
      ['GBP', '£1,500.00'],
      ['EUR', '€1,500.00'],
    ] as const) {
      await expect(row(canvasElement, `Paid in ${code}`).getByText(text)).toBeVisible()
    }
    await expect(row(canvasElement, 'Unknown currency').getByText('₦6,300.00')).toBeVisible()
  },
}

export const HugeNegativeAndInvalidAmounts: Story = {
  args: {
    rows: [
      expiringRow({ uid: 'a', name: 'Enterprise licence', amount: 98_765_432_109.99 }),
      expiringRow({ uid: 'b', name: 'Refund', amount: -2_350.75, currency_code: 'USD' }),
      expiringRow({ uid: 'c', name: 'Broken amount', amount: 'abc' as unknown as number }),
    ],
  },
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement)
    await expect(
      row(canvasElement, 'Enterprise licence').getByText('₦98,765,432,109.99'),
    ).toBeVisible()
    await expect(row(canvasElement, 'Refund').getByText('-$2,350.75')).toBeVisible()
    await expect(row(canvasElement, 'Broken amount').getByText('Invalid amount')).toBeVisible()
  },
}

export const LongNames: Story = {
  args: {
    rows: [
      expiringRow({
        name: 'Microsoft 365 Business Premium with Teams, Exchange Online Plan 2 and Defender for Business',
        category: { name: 'Productivity and collaboration software' },
      }),
    ],
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: loadingPlay(CARD, { absentRole: 'table' }),
}

export const Error: Story = {
  args: { status: 'error' },
  play: errorPlay(CARD),
}

export const Empty: Story = {
  args: { rows: [] },
  play: emptyPlay(CARD, 'No Subscription Expiring soon', { absentRole: 'table' }),
}

/** A phone: a card per subscription, named by it, with every column as a label and its value. */
export const Phone: Story = {
  args: { layout: 'cards' },
  decorators: [phoneDecorator],
  play: async ({ args, canvasElement }) => {
    const panel = card(canvasElement)
    await expect(panel.queryByRole('table')).toBeNull()
    const list = within(panel.getByRole('list', { name: 'Expiring Soon' }))
    await expect(list.getAllByRole('article')).toHaveLength(args.rows!.length)
    const showmax = within(panel.getByRole('article', { name: 'Showmax Pro' }))
    const fields = Object.fromEntries(
      showmax.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling]),
    )
    await expect(Object.keys(fields)).toEqual(['Amount', 'Days Left', 'Category'])
    await expect(fields['Amount']).toHaveTextContent('₦6,300.00')
    await expect(fields['Days Left']).toHaveTextContent('Today')
    await expect(fields['Category']).toHaveTextContent('Entertainment')
    for (const item of list.getAllByRole('article')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth)
    }
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
