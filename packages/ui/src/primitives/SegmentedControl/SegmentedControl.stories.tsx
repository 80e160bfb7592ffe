import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl'

type Period = 'year' | 'month'

const meta = {
  title: 'UI/Primitives/SegmentedControl',
  component: SegmentedControl<Period>,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Period',
    options: [
      { id: 'year', label: 'Year' },
      { id: 'month', label: 'Month' },
    ],
    value: 'month',
    onChange: fn(),
  },
  // Controlled, as its callers hold it.
  render: function Render(args: SegmentedControlProps<Period>) {
    const [value, setValue] = useState(args.value)
    return (
      <SegmentedControl
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof SegmentedControl<Period>>

export default meta
type Story = StoryObj<typeof meta>

const group = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('radiogroup', { name: 'Period' }))

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const radios = group(canvasElement).getAllByRole('radio')
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Year',
      'Month',
    ])
    await expect(group(canvasElement).getByRole('radio', { name: 'Month' })).toBeChecked()
    await userEvent.click(group(canvasElement).getByRole('radio', { name: 'Year' }))
    await expect(args.onChange).toHaveBeenCalledWith('year')
    await expect(group(canvasElement).getByRole('radio', { name: 'Year' })).toBeChecked()
    // Choosing the chosen one again says nothing.
    await userEvent.click(group(canvasElement).getByRole('radio', { name: 'Year' }))
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

/** Tab reaches the chosen segment; the arrow keys move the choice. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab()
    await expect(group(canvasElement).getByRole('radio', { name: 'Month' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(group(canvasElement).getByRole('radio', { name: 'Year' })).toHaveFocus()
    await expect(args.onChange).toHaveBeenCalledWith('year')
  },
}
