import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { space } from '../../theme'
import { VisuallyHidden } from '../VisuallyHidden'
import { NativeSelect } from './NativeSelect'

const currencies = [
  { id: 'NGN', label: 'NGN' },
  { id: 'USD', label: 'USD' },
  { id: 'GBP', label: 'GBP' },
  { id: 'EUR', label: 'EUR' },
]

const meta = {
  title: 'UI/Primitives/NativeSelect',
  component: NativeSelect,
  parameters: { layout: 'padded' },
  args: { label: 'Currency', options: currencies, value: 'NGN', onChange: fn() },
  // The caller keeps the choice: the stories do too, so a pick shows.
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <NativeSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof NativeSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Currency' })
    await expect(select).toHaveValue('NGN')
    const options = within(select).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual(['NGN', 'USD', 'GBP', 'EUR'])
    await userEvent.selectOptions(select, 'GBP')
    await expect(args.onChange).toHaveBeenCalledWith('GBP')
    await expect(select).toHaveValue('GBP')
  },
}

/** Named for assistive technology only, as the dashboard's card pickers are. */
export const HiddenLabel: Story = {
  args: { label: <VisuallyHidden>Currency</VisuallyHidden>, value: 'USD' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Currency' })
    await expect(select).toHaveValue('USD')
  },
}

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Currency' })
    await userEvent.tab()
    await expect(select).toHaveFocus()
    // A tab stop of its own; choosing with the keys is the browser's own list.
    await userEvent.selectOptions(select, 'USD')
    await expect(args.onChange).toHaveBeenLastCalledWith('USD')
  },
}

/** A choice longer than the box ends in an ellipsis, clear of the chevron. */
export const LongLabels: Story = {
  args: {
    label: 'Period',
    options: [
      { id: 'all-time', label: 'All-time' },
      { id: '2026-09', label: 'September 2026' },
    ],
    value: '2026-09',
  },
  decorators: [
    (Story) => (
      <div style={{ width: `calc(${space[20]} * 1.6)` }}>
        <Story />
      </div>
    ),
  ],
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Currency' })).toBeDisabled()
  },
}

/** Nothing chosen yet: the box reads its placeholder, which cannot be chosen back. */
export const Placeholder: Story = {
  args: { value: '', placeholder: 'Choose a currency' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Currency' })
    await expect(select).toHaveDisplayValue('Choose a currency')
    await expect(within(select).getByRole('option', { name: 'Choose a currency' })).toBeDisabled()
    await userEvent.selectOptions(select, 'USD')
    await expect(args.onChange).toHaveBeenCalledWith('USD')
    await expect(select).toHaveDisplayValue('USD')
  },
}

/** A refused choice: the box is marked invalid and says why under it. */
export const Invalid: Story = {
  args: { value: '', placeholder: 'Choose a currency', errorMessage: 'Currency is required' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Currency' })
    await expect(select).toBeInvalid()
    await expect(select).toHaveAccessibleDescription('Currency is required')
  },
}
