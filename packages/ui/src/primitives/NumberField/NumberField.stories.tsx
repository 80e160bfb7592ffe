import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { NumberField, type NumberFieldProps } from './NumberField'

const meta = {
  title: 'UI/Primitives/NumberField',
  component: NumberField,
  parameters: { layout: 'padded' },
  args: { label: 'Amount', onChange: fn() },
} satisfies Meta<typeof NumberField>

export default meta
type Story = StoryObj<typeof meta>

function Controlled(props: NumberFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <NumberField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange?.(next)
      }}
    />
  )
}

export const Default: Story = {
  args: { value: 7000 },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' })
    await expect(input).toHaveValue('7,000')
    await userEvent.clear(input)
    await userEvent.type(input, '1234.5')
    await userEvent.tab()
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5)
    await expect(input).toHaveValue('1,234.5')
  },
}

export const ClearedIsUndefined: Story = {
  args: { value: 10 },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' })
    await userEvent.clear(input)
    await userEvent.tab()
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined)
  },
}

export const ClampsToMinimum: Story = {
  args: { value: undefined, minValue: 0, label: 'Amount from' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount from' })
    // With a minimum of 0 the minus sign cannot even be typed.
    await userEvent.type(input, '-50')
    await userEvent.tab()
    await expect(args.onChange).toHaveBeenLastCalledWith(50)
    await expect(input).toHaveValue('50')
  },
}

export const ArrowKeysStep: Story = {
  args: { value: 7000 },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    await expect(args.onChange).toHaveBeenLastCalledWith(7001)
    await expect(input).toHaveValue('7,001')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(input).toHaveValue('6,999')
    // Enter commits what was typed (a form reads it as it submits).
    await userEvent.clear(input)
    await userEvent.type(input, '25.5{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith(25.5)
    // What cannot become a number is not taken, wherever the caret is.
    await userEvent.type(input, 'x', { initialSelectionStart: 1, initialSelectionEnd: 1 })
    await expect(input).toHaveValue('25.5')
    await waitFor(() => expect((input as HTMLInputElement).selectionStart).toBe(1))
  },
}

export const Invalid: Story = {
  args: { value: undefined, isInvalid: true, errorMessage: 'Amount is required' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Amount' }),
    ).toHaveAccessibleDescription('Amount is required')
  },
}

export const Huge: Story = { args: { value: 987654321012.5 } }
export const Disabled: Story = { args: { value: 5, isDisabled: true } }
