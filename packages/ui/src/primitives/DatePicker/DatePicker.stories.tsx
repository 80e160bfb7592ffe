import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { phoneFrame } from '../../testing/frames'
import { DatePicker, type DatePickerProps } from './DatePicker'

const meta = {
  title: 'UI/Primitives/DatePicker',
  component: DatePicker,
  parameters: { layout: 'padded' },
  args: { label: 'Start Date', onChange: fn() },
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Holds its own value, as a form would. */
function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value ?? '')
  return (
    <>
      <DatePicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next)
          props.onChange?.(next)
        }}
      />
      <output aria-label="Value">{value}</output>
    </>
  )
}

export const Empty: Story = { args: { value: '' } }

export const WithValue: Story = {
  args: { value: '2026-11-05' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Start Date' })
    await expect(within(group).getByRole('spinbutton', { name: /month/i })).toHaveTextContent('11')
    await expect(within(group).getByRole('spinbutton', { name: /year/i })).toHaveTextContent('2026')
  },
}

export const TypesYYYYMMDD: Story = {
  args: { value: '' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const month = canvas.getByRole('spinbutton', { name: /month/i })
    await userEvent.click(month)
    await userEvent.keyboard('03052027')
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-05')
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('2027-03-05')
  },
}

export const PicksFromTheCalendar: Story = {
  args: { value: '2026-11-05' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }))
    const grid = await body.findByRole('grid')
    await userEvent.click(within(grid).getByRole('button', { name: /November 20, 2026/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-20')
  },
}

/**
 * The calendar open, as a phone shows it: every day and both month buttons a finger's target
 * (44px), the month no wider than a 390px screen.
 */
export const CalendarOpen: Story = {
  args: { value: '2026-11-05' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }))
    const dialog = await body.findByRole('dialog')
    const grid = within(dialog).getByRole('grid')
    const days = within(grid).getAllByRole('button')
    // The days, and the month's Previous and Next in its header.
    const months = within(dialog.querySelector('header')!).getAllByRole('button')
    await expect(months.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous',
      'Next',
    ])
    const targets = [...days, ...months]
    for (const target of targets) {
      const { width, height } = target.getBoundingClientRect()
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44)
    }
    // As wide as the phone's field at most, the whole month inside it.
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(390)
    await expect(grid.getBoundingClientRect().width).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().width,
    )
  },
}

export const Invalid: Story = {
  args: {
    label: 'End Date',
    value: '2026-10-01',
    isInvalid: true,
    errorMessage: 'End Date must be later than or equal to the Start Date',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('End Date must be later than or equal to the Start Date'),
    ).toBeVisible()
  },
}

export const Valid: Story = { args: { value: '2026-11-05', isValid: true } }

export const Disabled: Story = { args: { value: '2026-11-05', isDisabled: true } }

export const WithHint: Story = {
  args: { label: 'From', value: '', description: 'This frame should not exceed 2 years' },
}
