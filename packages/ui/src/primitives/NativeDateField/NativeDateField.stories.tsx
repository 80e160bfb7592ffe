import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NativeDateField } from './NativeDateField'

const meta = {
  title: 'UI/Primitives/NativeDateField',
  component: NativeDateField,
  parameters: { layout: 'padded' },
  args: { label: 'End Date', value: '2026-12-18', onChange: fn() },
  // The caller keeps the date: the stories do too, so a typed one shows.
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <NativeDateField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof NativeDateField>

export default meta
type Story = StoryObj<typeof meta>

/** The browser's own date input, on the API's 'YYYY-MM-DD'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('End Date')
    await expect(input).toHaveAttribute('type', 'date')
    await expect(input).toHaveValue('2026-12-18')
    await userEvent.clear(input)
    await expect(args.onChange).toHaveBeenLastCalledWith('')
    await userEvent.type(input, '2027-01-05')
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-05')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

export const Empty: Story = {
  args: { value: '' },
}

/** Touched and accepted by the form's schema. */
export const Valid: Story = {
  args: { isValid: true },
}

/** Refused: the reason under the box, which is marked invalid and described by it. */
export const Invalid: Story = {
  args: { errorMessage: 'End Date must be later than or equal to the Start Date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('End Date')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'End Date must be later than or equal to the Start Date',
    )
  },
}

/** The browser's picker offers only the days between the two. */
export const Bounded: Story = {
  args: { minValue: '2026-12-01', maxValue: '2026-12-31' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('End Date')
    await expect(input).toHaveAttribute('min', '2026-12-01')
    await expect(input).toHaveAttribute('max', '2026-12-31')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('End Date')).toBeDisabled()
  },
}
