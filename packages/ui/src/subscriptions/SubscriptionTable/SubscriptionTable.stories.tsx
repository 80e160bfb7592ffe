import { pages, href } from '@recur/api/contract'
import { CURRENCIES, messages } from '@recur/api'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { phoneFrame, scrollingPageFrame } from '../../testing/frames'
import { hoverLikeAMouse } from '../../testing/pointer'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ButtonLink } from '../../primitives/Button'
import { SubscriptionTable } from './SubscriptionTable'

const meta = {
  title: 'UI/Subscriptions/SubscriptionTable',
  component: SubscriptionTable,
  parameters: { layout: 'padded' },
  args: {
    // The table; the Phone stories show the cards. The app leaves it to the screen's width.
    layout: 'table',
    status: 'ready',
    rows: fixtures.subscriptions(),
    currencies: CURRENCIES,
    renewHref: (row) => (row.is_paid ? pages.pay : href(pages.renewSubscription, { id: row.uid })),
    editHref: (row) => href(pages.editSubscription, { id: row.uid }),
    onDelete: fn(),
    onRetry: fn(),
    emptyAction: <ButtonLink href={pages.createSubscription}>Add New</ButtonLink>,
  },
} satisfies Meta<typeof SubscriptionTable>

export default meta
type Story = StoryObj<typeof meta>

const rowNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('row', { name: new RegExp(name) })

/**
 * The grid's code is loaded apart (the first story meets the skeleton until it is in), react-aria
 * fills its table a render after the table mounts, and the rows' first paint draws their actions
 * inert for a frame (`IconControlFace`); outside React's act() (the static Storybook) a play
 * function starts in between, so it waits for the grid's rows and their actions first.
 */
const rowsShown = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const grid = within(within(canvasElement).getByRole('grid'))
    expect(grid.getAllByRole('row').length).toBeGreaterThan(1)
    expect(grid.getAllByRole('button', { name: /^Delete Subscription / }).length).toBeGreaterThan(0)
  })

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await rowsShown(canvasElement)
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
    await rowsShown(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const [netflixRow] = args.rows
    const netflix = within(rowNamed(canvasElement, 'Netflix Premium'))
    // Every action names the subscription it acts on.
    await expect(
      netflix.getByRole('link', { name: 'Renew Subscription Netflix Premium' }),
    ).toHaveAttribute('href', href(pages.renewSubscription, { id: netflixRow!.uid }))
    await expect(
      netflix.getByRole('link', { name: 'Edit Subscription Netflix Premium' }),
    ).toHaveAttribute('href', href(pages.editSubscription, { id: netflixRow!.uid }))
    // The paid row (the product's own) renews through /pay.
    const dstv = within(rowNamed(canvasElement, 'DStv Compact'))
    await expect(
      dstv.getByRole('link', { name: 'Renew Subscription DStv Compact' }),
    ).toHaveAttribute('href', pages.pay)

    const remove = netflix.getByRole('button', { name: 'Delete Subscription Netflix Premium' })
    await hoverLikeAMouse(remove)
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Delete Subscription')
    await userEvent.click(remove)
    await expect(args.onDelete).toHaveBeenCalledWith(netflixRow)
  },
}

export const Tooltips: Story = {
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const netflix = within(rowNamed(canvasElement, 'Netflix Premium'))
    for (const label of ['Renew Subscription', 'Edit Subscription']) {
      const link = netflix.getByRole('link', { name: `${label} Netflix Premium` })
      await hoverLikeAMouse(link)
      await expect(await body.findByRole('tooltip', { name: label })).toBeVisible()
      await expect(link).toHaveAccessibleDescription(label)
    }
    // Leaving closes it (after the close delay).
    await userEvent.unhover(
      netflix.getByRole('link', { name: 'Edit Subscription Netflix Premium' }),
    )
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
      pages.createSubscription,
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
    await rowsShown(canvasElement)
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
    await rowsShown(canvasElement)
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

/**
 * Only the rows in view are rendered; the grid still tells assistive tech it has all 200. The
 * table is as tall as its rows: the page scrolls (here a 600px frame standing for the window).
 */
export const TwoHundredRows: Story = {
  args: { rows: twoHundred },
  decorators: [scrollingPageFrame],
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement)
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Subscriptions' })
    await expect(grid).toHaveAttribute('aria-rowcount', '201')
    await expect(canvas.getByText('Subscription 001')).toBeVisible()
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60)
    await expect(canvas.queryByText('Subscription 200')).toBeNull()
    // No scroll box of its own: it is as tall as its 200 rows.
    await expect(grid.scrollHeight).toBe(grid.clientHeight)
    await expect(grid.clientHeight).toBeGreaterThan(200 * 40)

    // To the end, as the End key would, until the rows measured on the way stop changing the
    // height: then the last row is on screen, the same in every run.
    const page = canvasElement.querySelector<HTMLElement>('[data-scrolling-page]')!
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const atTheEnd = () => page.scrollTop + page.clientHeight >= page.scrollHeight - 1
    for (let tries = 0; tries < 20; tries++) {
      page.scrollTop = page.scrollHeight
      await nextFrame()
      await nextFrame()
      if (atTheEnd()) break
    }
    await expect(atTheEnd()).toBe(true)
    const last = canvas.getByRole('row', { name: /Subscription 200/ })
    await expect(last).toHaveAttribute('aria-rowindex', '201')
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      page.getBoundingClientRect().bottom + 1,
    )
  },
}

/**
 * The arrow keys go past the rows first rendered, the page following the focused row; the header
 * stays on top. Scrolled away with the mouse, the focused row keeps its focus (and the page its
 * place): it stays rendered though out of view.
 */
export const TwoHundredRowsKeyboard: Story = {
  args: { rows: twoHundred },
  decorators: [scrollingPageFrame],
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement)
    const canvas = within(canvasElement)
    const page = canvasElement.querySelector<HTMLElement>('[data-scrolling-page]')!
    await userEvent.tab()
    await expect(canvas.getByRole('row', { name: /Subscription 001/ })).toHaveFocus()
    for (let i = 0; i < 30; i++) await userEvent.keyboard('{ArrowDown}')
    const row = canvas.getByRole('row', { name: /Subscription 031/ })
    await expect(row).toHaveFocus()
    await expect(row).toHaveAttribute('aria-rowindex', '32')
    // In view, below the header, which has stuck to the top of the scrolled page.
    const header = canvas.getByRole('columnheader', { name: 'Name' }).getBoundingClientRect()
    const frame = page.getBoundingClientRect()
    await expect(Math.abs(header.top - frame.top)).toBeLessThanOrEqual(1)
    await expect(row.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.bottom - 1)
    await expect(row.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.bottom + 1)

    // Back to the top with the mouse wheel: the focused row stays, focused, out of view.
    page.scrollTop = 0
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    await nextFrame()
    await nextFrame()
    await expect(canvas.getByText('Subscription 001')).toBeVisible()
    await expect(row).toHaveFocus()
    await expect(page.scrollTop).toBe(0)
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40)
  },
}

export const KeyboardReachable: Story = {
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement)
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    const row = canvas.getByRole('row', { name: /Netflix Premium/ })
    await expect(row).toHaveFocus()

    // The row's actions are reached with the arrow keys; each shows its tooltip on keyboard focus.
    const netflix = within(row)
    await userEvent.keyboard('{ArrowLeft}')
    const remove = netflix.getByRole('button', { name: 'Delete Subscription Netflix Premium' })
    await expect(remove).toHaveFocus()
    await expect(await body.findByRole('tooltip', { name: 'Delete Subscription' })).toBeVisible()
    await expect(remove).toHaveAccessibleDescription('Delete Subscription')

    await userEvent.keyboard('{ArrowLeft}')
    const edit = netflix.getByRole('link', { name: 'Edit Subscription Netflix Premium' })
    await expect(edit).toHaveFocus()
    await expect(await body.findByRole('tooltip', { name: 'Edit Subscription' })).toBeVisible()
    await expect(body.queryByRole('tooltip', { name: 'Delete Subscription' })).toBeNull()

    // Escape closes it, and the action keeps its focus.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull())
    await expect(edit).toHaveFocus()
  },
}

const cardNamed = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }))

/**
 * A phone: a card per subscription, named by it, with every column as a label and its value,
 * and the actions as buttons with words, each naming the subscription.
 */
export const Phone: Story = {
  args: { layout: 'cards' },
  decorators: [phoneFrame],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('grid')).toBeNull()
    const list = within(canvas.getByRole('list', { name: 'Subscriptions' }))
    await expect(list.getAllByRole('article')).toHaveLength(args.rows.length)

    const netflix = cardNamed(canvasElement, 'Netflix Premium')
    await expect(netflix.getByRole('heading', { name: 'Netflix Premium' })).toBeVisible()
    const fields = Object.fromEntries(
      netflix.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling]),
    )
    await expect(Object.keys(fields)).toEqual([
      'Amount',
      'Category',
      'Start Date',
      'End Date',
      'Status',
      'Addition Note',
    ])
    await expect(fields['Amount']).toHaveTextContent('₦7,000.00')
    await expect(fields['Category']).toHaveTextContent('Entertainment')
    await expect(fields['Start Date']).toHaveTextContent('01-Nov-2026')
    await expect(fields['End Date']).toHaveTextContent('01-Dec-2026')
    await expect(fields['Status']).toHaveTextContent('active')
    await expect(fields['Addition Note']).toHaveTextContent('Family plan, shared with Chidi')

    const [netflixRow] = args.rows
    await expect(
      netflix.getByRole('link', { name: 'Renew Subscription Netflix Premium' }),
    ).toHaveAttribute('href', href(pages.renewSubscription, { id: netflixRow!.uid }))
    await expect(
      netflix.getByRole('link', { name: 'Edit Subscription Netflix Premium' }),
    ).toHaveAttribute('href', href(pages.editSubscription, { id: netflixRow!.uid }))
    await userEvent.click(
      netflix.getByRole('button', { name: 'Delete Subscription Netflix Premium' }),
    )
    await expect(args.onDelete).toHaveBeenCalledWith(netflixRow)
    // The product's own row renews through /pay on a phone too.
    await expect(
      cardNamed(canvasElement, 'DStv Compact').getByRole('link', {
        name: 'Renew Subscription DStv Compact',
      }),
    ).toHaveAttribute('href', pages.pay)
    // Nothing is wider than the phone.
    for (const card of list.getAllByRole('article')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
    }
  },
}

/** On a phone every action is a tab stop of its own, in reading order, named by its card. */
export const PhoneKeyboard: Story = {
  args: { layout: 'cards' },
  decorators: [phoneFrame],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    for (const row of args.rows.slice(0, 2)) {
      for (const [role, action] of [
        ['link', 'Renew Subscription'],
        ['link', 'Edit Subscription'],
        ['button', 'Delete Subscription'],
      ] as const) {
        await userEvent.tab()
        await expect(canvas.getByRole(role, { name: `${action} ${row.name}` })).toHaveFocus()
      }
    }
    await userEvent.keyboard('{Enter}')
    await expect(args.onDelete).toHaveBeenCalledWith(args.rows[1])
  },
}

export const PhoneLongText: Story = {
  args: { ...LongText.args, layout: 'cards' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    for (const card of within(canvasElement).getAllByRole('article')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
    }
  },
}

/**
 * A phone once the free plan's renewals are used up: a tracked subscription's Renew is disabled,
 * and the card says why, as no tooltip can be hovered there. A paid one (renewed through the
 * provider) keeps its Renew.
 */
export const PhoneRenewAtFreeTierLimit: Story = {
  args: {
    layout: 'cards',
    renewDisabledReason: (row) => (row.is_paid ? undefined : messages.renewalLimitReached),
  },
  decorators: [phoneFrame],
  play: async ({ args, canvasElement }) => {
    const tracked = args.rows.find((row) => !row.is_paid)!
    const card = cardNamed(canvasElement, tracked.name)
    await expect(
      card.getByRole('button', { name: `Renew Subscription ${tracked.name}` }),
    ).toBeDisabled()
    await expect(card.queryByRole('link', { name: /^Renew Subscription/ })).toBeNull()
    const fields = Object.fromEntries(
      card.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling]),
    )
    await expect(fields['Renew']).toHaveTextContent(messages.renewalLimitReached)
    await expect(fields['Renew']).toBeVisible()
    // Editing and deleting are not renewals: they stay.
    await expect(
      card.getByRole('link', { name: `Edit Subscription ${tracked.name}` }),
    ).toBeVisible()

    const paid = args.rows.find((row) => row.is_paid)!
    const paidCard = cardNamed(canvasElement, paid.name)
    await expect(
      paidCard.getByRole('link', { name: `Renew Subscription ${paid.name}` }),
    ).toHaveAttribute('href', pages.pay)
    await expect(paidCard.queryByText(messages.renewalLimitReached)).toBeNull()
  },
}

export const PhoneLoading: Story = {
  args: { status: 'loading', layout: 'cards' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading subscriptions')
    await expect(canvas.queryByText('Netflix Premium')).toBeNull()
    // The spec's 13 placeholders, as cards.
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(13)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
