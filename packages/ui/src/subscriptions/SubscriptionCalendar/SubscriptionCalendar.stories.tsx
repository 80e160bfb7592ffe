import type { Subscription } from '@recur/api/contract'
import { CURRENCIES } from '@recur/api'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { phoneFrame } from '../../testing/frames'
import { hoverLikeAMouse } from '../../testing/pointer'
import { SubscriptionCalendar, type SubscriptionCalendarProps } from './SubscriptionCalendar'

const today = '2026-11-21'

const meta = {
  title: 'UI/Subscriptions/SubscriptionCalendar',
  component: SubscriptionCalendar,
  parameters: { layout: 'padded' },
  args: {
    // The month's grid; the Phone stories show the agenda. The app leaves it to the screen.
    layout: 'month',
    status: 'ready',
    rows: fixtures.subscriptions(),
    currencies: CURRENCIES,
    month: '2026-11',
    onMonthChange: fn(),
    today,
    onRetry: fn(),
    onSelect: fn(),
    onSelectMore: fn(),
  },
} satisfies Meta<typeof SubscriptionCalendar>

export default meta
type Story = StoryObj<typeof meta>

const body = (el: HTMLElement) => within(el.ownerDocument.body)
const cell = (el: HTMLElement, day: string) =>
  el.querySelector(`time[datetime="${day}"]`)!.closest('td')!

/** Turns months as the screen would. */
function Stateful(props: SubscriptionCalendarProps<Subscription>) {
  const [month, setMonth] = useState(props.month)
  return (
    <SubscriptionCalendar
      {...props}
      month={month}
      onMonthChange={(next) => {
        setMonth(next)
        props.onMonthChange(next)
      }}
    />
  )
}

export const BusyMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'November 2026' })).toBeVisible()
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent)
    await expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])

    // Netflix and Spotify start on the 1st; Showmax starts on the 15th and ends on the 22nd.
    const first = within(cell(canvasElement, '2026-11-01'))
    await expect(first.getAllByText('Starts')).toHaveLength(2)
    const ends = within(cell(canvasElement, '2026-11-22'))
    await expect(ends.getByText('Ends')).toBeVisible()
    await expect(ends.getByText('Showmax Pro')).toBeVisible()
    await expect(canvasElement.querySelector('[data-kind="ends"]')).not.toBeNull()
  },
}

export const TooltipDetails: Story = {
  play: async ({ canvasElement }) => {
    const item = within(cell(canvasElement, '2026-11-01')).getByText('Spotify Family')
    await hoverLikeAMouse(item)
    const tooltip = await body(canvasElement).findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Spotify Family')
    await expect(tooltip).toHaveTextContent('USD $17.99')
    await expect(tooltip).toHaveTextContent('From 01-Nov-2026 to 01-Dec-2026')
  },
}

export const SelectsAnItem: Story = {
  play: async ({ args, canvasElement }) => {
    const showmax = args.rows.find((row) => row.name === 'Showmax Pro')
    await userEvent.click(
      within(cell(canvasElement, '2026-11-22')).getByRole('button', { name: /Showmax Pro/ }),
    )
    await expect(args.onSelect).toHaveBeenCalledWith(showmax)
  },
}

export const KeyboardReachable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab() // Previous
    await userEvent.tab() // Next
    await userEvent.tab() // the first item of the month
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement
    await expect(focused).toHaveAttribute('data-kind', 'starts')
    const tooltip = await body(canvasElement).findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Netflix Premium')
    await expect(tooltip).toHaveTextContent('Family plan, shared with Chidi')
    await expect(focused).toHaveAccessibleDescription(/Netflix Premium/)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull())
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeVisible()
  },
}

export const TodayHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const todayCell = cell(canvasElement, today)
    await expect(todayCell).toHaveAttribute('aria-current', 'date')
    await expect(todayCell).toHaveAttribute('data-today')
    await expect(canvasElement.querySelectorAll('[aria-current="date"]')).toHaveLength(1)
    await expect(todayCell).toHaveTextContent('21, today')
  },
}

export const PreviousAndNext: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }))
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2026-12')
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible()
    // Netflix and Spotify end on 1 December.
    await expect(within(cell(canvasElement, '2026-12-01')).getAllByText('Ends')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: /Previous/ }))
    await userEvent.click(canvas.getByRole('button', { name: /Previous/ }))
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2026-10')
    await expect(canvas.getByRole('heading', { name: 'October 2026' })).toBeVisible()
  },
}

export const AcrossTheYear: Story = {
  args: { month: '2026-12' },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Next/ }))
    await expect(args.onMonthChange).toHaveBeenCalledWith('2027-01')
  },
}

export const EmptyMonth: Story = {
  args: { month: '2027-03' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No subscriptions start or end in March 2027.')).toBeVisible()
    await expect(canvasElement.querySelector('[data-kind]')).toBeNull()
  },
}

export const NoSubscriptions: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No subscriptions start or end in November 2026.'),
    ).toBeVisible()
  },
}

const crowded = Array.from({ length: 7 }, (_, i) =>
  fixtures.subscription({
    name: `Streaming add-on ${i + 1}`,
    start_date: '2026-11-10',
    end_date: '2026-12-10',
  }),
)

export const ManyInOneDay: Story = {
  args: { rows: crowded },
  play: async ({ args, canvasElement }) => {
    const day = within(cell(canvasElement, '2026-11-10'))
    await expect(day.getAllByText('Starts')).toHaveLength(3)
    const more = day.getByText('+4 more')
    await hoverLikeAMouse(more)
    const tooltip = await body(canvasElement).findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Starts: Streaming add-on 4')
    await expect(tooltip).toHaveTextContent('Starts: Streaming add-on 7')
    await userEvent.click(day.getByRole('button', { name: '+4 more' }))
    await expect(args.onSelectMore).toHaveBeenCalledWith('2026-11-10')
  },
}

export const LongNamesAndNotes: Story = {
  args: {
    rows: [
      fixtures.subscription({
        name: 'Microsoft 365 Business Premium with Teams and Exchange Online Plan 2',
        description:
          'Shared across the finance team; renew before the audit. This note is long on purpose.',
        start_date: '2026-11-03',
        end_date: '2026-11-27',
        amount: 987654321.5,
        currency_code: 'EUR',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await hoverLikeAMouse(
      within(cell(canvasElement, '2026-11-03')).getByText(/Microsoft 365 Business Premium/),
    )
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'EUR €987,654,321.50',
    )
  },
}

const november = (day: number) => `2026-11-${String(day).padStart(2, '0')}`

/**
 * 1,000 subscriptions in November 2026: the even ones start there (and end in January), the
 * odd ones end there (having started in September), spread evenly over the 30 days: 34 on each
 * of the 1st to the 20th and 32 on each later day. The render benchmark (tests/bench/render.ts)
 * measures this story.
 */
const thousand = Array.from({ length: 1000 }, (_, i) => {
  const day = 1 + (Math.floor(i / 2) % 30)
  return fixtures.subscription({
    uid: `sub_${String(i + 1).padStart(4, '0')}`,
    name: `Subscription ${String(i + 1).padStart(4, '0')}`,
    amount: (i + 1) * 37.5,
    currency_code: CURRENCIES[i % CURRENCIES.length]!.code,
    start_date: i % 2 === 0 ? november(day) : `2026-09-${String(day).padStart(2, '0')}`,
    end_date: i % 2 === 0 ? `2027-01-${String(day).padStart(2, '0')}` : november(day),
  })
})

export const ThousandItems: Story = {
  args: { rows: thousand },
  play: async ({ canvasElement }) => {
    // Three items a day; the rest behind '+N more', none lost.
    const first = within(cell(canvasElement, '2026-11-01'))
    await expect(first.getAllByText('Starts')).toHaveLength(3)
    await expect(first.getByRole('button', { name: '+31 more' })).toBeVisible()
    await expect(
      within(cell(canvasElement, '2026-11-30')).getByRole('button', { name: '+29 more' }),
    ).toBeVisible()
    const items = canvasElement.querySelectorAll('[data-kind]')
    await expect(items).toHaveLength(30 * 3)
    const more = [...canvasElement.querySelectorAll('[data-more]')].map((el) =>
      Number(/\+(\d+) more/.exec(el.textContent ?? '')?.[1]),
    )
    await expect(more).toHaveLength(30)
    await expect(items.length + more.reduce((sum, n) => sum + n, 0)).toBe(1000)
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading subscriptions')
    await expect(canvasElement.querySelector('[data-kind]')).toBeNull()
    await expect(canvas.queryByText(/No subscriptions start or end/)).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    // The month can still be changed.
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeEnabled()
  },
}

/**
 * A phone: the month as an agenda, each day with a start or an end (and today) in order, with
 * what the grid's tooltips say written out.
 */
export const Phone: Story = {
  args: { layout: 'agenda' },
  decorators: [phoneFrame],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('table')).toBeNull()
    const agenda = canvas.getByRole('list', { name: 'November 2026' })
    const days = within(agenda)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    await expect(days).toEqual([
      'Sunday 1 November',
      'Tuesday 10 November',
      'Sunday 15 November',
      'Saturday 21 NovemberToday',
      'Sunday 22 November',
    ])
    const first = within(canvasElement.querySelector('time[datetime="2026-11-01"]')!.closest('li')!)
    await expect(first.getAllByText('Starts')).toHaveLength(2)
    await expect(first.getByText('USD $17.99')).toBeVisible()
    await expect(first.getAllByText('From 01-Nov-2026 to 01-Dec-2026')).toHaveLength(2)
    await expect(first.getByText('Family plan, shared with Chidi')).toBeVisible()

    // Today is marked, for the eye and for assistive tech, even with nothing on it.
    const todayItem = canvasElement.querySelector('[aria-current="date"]')!
    await expect(todayItem).toHaveTextContent('Nothing starts or ends today.')
    await expect(within(todayItem as HTMLElement).getByText('Today')).toBeVisible()

    const ends = within(canvasElement.querySelector('time[datetime="2026-11-22"]')!.closest('li')!)
    await expect(ends.getByText('Ends')).toBeVisible()
    await userEvent.click(ends.getByRole('button', { name: 'Showmax Pro' }))
    await expect(args.onSelect).toHaveBeenCalledWith(args.rows[4])
    await expect(agenda.scrollWidth).toBeLessThanOrEqual(agenda.clientWidth)
  },
}

export const PhoneLongNamesAndNotes: Story = {
  args: { ...LongNamesAndNotes.args, layout: 'agenda' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // On the day it starts and the day it ends, every detail written out.
    await expect(canvas.getAllByText('EUR €987,654,321.50')).toHaveLength(2)
    const agenda = canvas.getByRole('list', { name: 'November 2026' })
    await expect(agenda.scrollWidth).toBeLessThanOrEqual(agenda.clientWidth)
  },
}

export const PhoneEmptyMonth: Story = {
  args: { month: '2027-03', layout: 'agenda' },
  decorators: [phoneFrame],
  play: EmptyMonth.play,
}

export const PhoneLoading: Story = {
  args: { status: 'loading', layout: 'agenda' },
  decorators: [phoneFrame],
  play: Loading.play,
}

export const Dark: Story = { globals: { theme: 'dark' } }
