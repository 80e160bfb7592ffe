import { CURRENCIES, messages } from '@recur/api'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FilterBar, type FilterBarProps } from './FilterBar'
import type { SubscriptionFilterValue } from './filters'

const today = '2026-11-21'

const meta = {
  title: 'UI/Subscriptions/FilterBar',
  component: FilterBar,
  parameters: { layout: 'padded' },
  args: {
    value: {},
    onChange: fn(),
    categories: fixtures.categories(),
    currencies: CURRENCIES,
    today,
    amountRangeInvertedMessage: messages.amountRangeInverted,
  },
  // Controlled, as the screen holds it (in the URL).
  render: function Render(args: FilterBarProps) {
    const [value, setValue] = useState<SubscriptionFilterValue>(args.value)
    return (
      <>
        <FilterBar
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next)
            args.onChange(next)
          }}
        />
        <output aria-label="Filters in force">{JSON.stringify(value)}</output>
      </>
    )
  },
} satisfies Meta<typeof FilterBar>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const body = (el: HTMLElement) => within(el.ownerDocument.body)
const filterButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^Filter/ })
const choose = async (el: HTMLElement, select: string, option: string) => {
  await userEvent.click(within(el).getByRole('button', { name: new RegExp(`${select}$`) }))
  await userEvent.click(await body(el).findByRole('option', { name: option }))
}

const busy: SubscriptionFilterValue = {
  category: 'Music',
  status: 'active',
  currency: 'USD',
  startDate: { from: '2026-11-15', to: today },
  endDate: { from: '2026-12-01', to: '2027-01-31' },
  amount: { from: 1000, to: 25000 },
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(filterButton(canvas)).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('group', { name: 'Filters' })).toBeNull()
  },
}

export const ToggleResetsFilters: Story = {
  args: { value: { category: 'Music' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // A filter in force (from the URL) opens the bar.
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible()
    await userEvent.click(filterButton(canvas))
    await expect(args.onChange).toHaveBeenLastCalledWith({})
    await expect(canvas.queryByRole('group', { name: 'Filters' })).toBeNull()
    await userEvent.click(filterButton(canvas))
    await expect(filterButton(canvas)).toHaveAttribute('aria-expanded', 'true')
    await expect(args.onChange).toHaveBeenCalledTimes(2)
    await expect(args.onChange).toHaveBeenLastCalledWith({})
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull()
  },
}

export const AddFilterShowsChip: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(filterButton(canvas))
    await choose(canvasElement, 'Category', 'Music')
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'Music' })
    await choose(canvasElement, 'Status', 'Expired')
    await choose(canvasElement, 'Currency', '£ GBP')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      category: 'Music',
      status: 'expired',
      currency: 'GBP',
    })
    const chips = canvas.getByRole('grid', { name: 'Active filters' })
    await expect(within(chips).getByRole('row', { name: 'Category: Music' })).toBeVisible()
    await expect(within(chips).getByRole('row', { name: 'Status: Expired' })).toBeVisible()
    await expect(within(chips).getByRole('row', { name: 'Currency: GBP' })).toBeVisible()
    await expect(filterButton(canvas)).toHaveAccessibleName('Filter 3 active')
  },
}

export const RemoveChip: Story = {
  args: { value: busy },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const chips = canvas.getByRole('grid', { name: 'Active filters' })
    await expect(within(chips).getAllByRole('row')).toHaveLength(6)
    const status = within(chips).getByRole('row', { name: 'Status: Active' })
    await userEvent.click(within(status).getByRole('button'))
    const { status: _removed, ...rest } = busy
    await expect(args.onChange).toHaveBeenLastCalledWith(rest)
    await expect(within(chips).queryByRole('row', { name: 'Status: Active' })).toBeNull()
    await expect(within(chips).getAllByRole('row')).toHaveLength(5)
  },
}

export const ClearAll: Story = {
  args: { value: busy },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }))
    await expect(args.onChange).toHaveBeenLastCalledWith({})
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Clear All' })).toBeNull()
    // The bar stays open for new filters.
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible()
  },
}

export const PresetSetsBothEnds: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(filterButton(canvas))
    await choose(canvasElement, 'Start Date', 'Last 7 days')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      startDate: { from: '2026-11-15', to: '2026-11-21' },
    })
    await expect(canvas.getByRole('row', { name: 'Start Date: Last 7 days' })).toBeVisible()
    await choose(canvasElement, 'End Date', 'Last 30 days')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      startDate: { from: '2026-11-15', to: '2026-11-21' },
      endDate: { from: '2026-10-23', to: '2026-11-21' },
    })
    await choose(canvasElement, 'Start Date', 'Last 6 months')
    await expect(canvas.getByRole('row', { name: 'Start Date: Last 6 months' })).toBeVisible()
  },
}

export const CustomRangeNeedsBothEnds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(filterButton(canvas))
    await choose(canvasElement, 'Start Date', 'Custom')
    const range = canvas.getByRole('group', { name: 'Start Date range' })
    await expect(range).toHaveAccessibleDescription('This frame should not exceed 2 years')
    await expect(canvas.getByText('This frame should not exceed 2 years')).toBeVisible()

    const from = within(range).getByRole('group', { name: 'From' })
    await userEvent.click(within(from).getByRole('spinbutton', { name: /month/i }))
    await userEvent.keyboard('11012026')
    await expect(canvas.getByLabelText('Filters in force')).toHaveTextContent(
      '{"startDate":{"from":"2026-11-01"}}',
    )
    // One end only: no chip, nothing applies yet.
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).toBeNull()

    const to = within(range).getByRole('group', { name: 'To' })
    await userEvent.click(within(to).getByRole('spinbutton', { name: /month/i }))
    await userEvent.keyboard('11102026')
    await expect(
      canvas.getByRole('row', { name: 'Start Date: 01-Nov-2026 – 10-Nov-2026' }),
    ).toBeVisible()
  },
}

export const AmountRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(filterButton(canvas))
    const group = canvas.getByRole('group', { name: 'Amount' })
    await userEvent.type(within(group).getByRole('textbox', { name: 'Amount from' }), '100')
    await userEvent.tab()
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: { from: 100 } })
    await expect(canvas.getByRole('row', { name: 'Amount: from 100.00' })).toBeVisible()
    await userEvent.type(within(group).getByRole('textbox', { name: 'Amount to' }), '-500')
    await userEvent.tab()
    // Minimum 0: the minus cannot be typed.
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: { from: 100, to: 500 } })
  },
}

const typeAmountTo = async (canvasElement: HTMLElement, amount: string) => {
  const group = within(canvasElement).getByRole('group', { name: 'Amount' })
  const to = within(group).getByRole('textbox', { name: 'Amount to' })
  await userEvent.clear(to)
  await userEvent.type(to, amount)
  await userEvent.tab()
  return to
}

/** 'Amount to' below 'Amount from' is refused: the field says why, nothing new applies. */
export const InvertedAmountRangeRefused: Story = {
  args: { value: { amount: { from: 5000 } } },
  play: async ({ args, canvasElement }) => {
    const to = await typeAmountTo(canvasElement, '100')
    await expect(to).toHaveAttribute('aria-invalid', 'true')
    await expect(to).toHaveAccessibleDescription(messages.amountRangeInverted)
    await expect(args.onChange).not.toHaveBeenCalled()
    // The range in force stays the last one that made sense.
    await expect(
      within(canvasElement).getByRole('row', { name: 'Amount: from 5,000.00' }),
    ).toBeVisible()
  },
}

/** Put right, the range applies and the message goes. */
export const InvertedAmountRangePutRight: Story = {
  args: InvertedAmountRangeRefused.args,
  play: async ({ args, canvasElement }) => {
    await typeAmountTo(canvasElement, '100')
    const to = await typeAmountTo(canvasElement, '9000')
    await expect(args.onChange).toHaveBeenLastCalledWith({ amount: { from: 5000, to: 9000 } })
    await expect(to).not.toHaveAttribute('aria-invalid')
    await expect(within(canvasElement).queryByText(messages.amountRangeInverted)).toBeNull()
  },
}

export const EveryFilter: Story = { args: { value: busy } }

export const CustomDatesFromTheUrl: Story = {
  args: { value: { endDate: { from: '2026-01-01', to: '2027-12-31' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'End Date range' })).toBeVisible()
    await expect(
      canvas.getByRole('row', { name: 'End Date: 01-Jan-2026 – 31-Dec-2027' }),
    ).toBeVisible()
  },
}

export const Dark: Story = { args: { value: busy }, globals: { theme: 'dark' } }
