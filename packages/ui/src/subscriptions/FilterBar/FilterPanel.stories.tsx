import { CURRENCIES, messages } from '@recur/api'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FilterPanel } from './FilterPanel'

/** FilterBar's open panel on its own (an app loads it apart from the bar: FilterBarFrame). */
const meta = {
  title: 'UI/Subscriptions/FilterPanel',
  component: FilterPanel,
  parameters: { layout: 'padded' },
  args: {
    id: 'filters',
    value: {},
    onChange: fn(),
    categories: fixtures.categories(),
    currencies: CURRENCIES,
    today: '2026-11-21',
    amountRangeInvertedMessage: messages.amountRangeInverted,
    chips: [],
    onRemove: fn(),
    custom: { startDate: false, endDate: false },
    onCustomChange: fn(),
  },
} satisfies Meta<typeof FilterPanel>

export default meta
type Story = StoryObj<typeof meta>

/** No filter applies: every control at 'Any', no chips. */
export const NoFilters: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('group', { name: 'Filters' }))
    await expect(panel.queryByRole('button', { name: 'Clear All' })).toBeNull()
  },
}

/** A filter applies: its chip removes it, Clear All empties the value. */
export const WithAFilter: Story = {
  args: {
    value: { status: 'active' },
    chips: [{ id: 'status', label: 'Status: Active' }],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Status: Active')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }))
    await expect(args.onChange).toHaveBeenCalledWith({})
    await expect(args.onCustomChange).toHaveBeenCalledWith({ startDate: false, endDate: false })
  },
}
