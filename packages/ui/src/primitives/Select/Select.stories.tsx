import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Select } from './Select'

const currencies = [
  { id: 'NGN', label: '₦ NGN' },
  { id: 'USD', label: '$ USD' },
  { id: 'GBP', label: '£ GBP' },
  { id: 'EUR', label: '€ EUR' },
]

const meta = {
  title: 'UI/Primitives/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: { label: 'Currency', options: currencies, onChange: fn() },
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { placeholder: 'Choose a currency' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('button', { name: /Currency/ })
    await expect(trigger).toHaveTextContent('Choose a currency')
    await userEvent.click(trigger)
    await userEvent.click(await body.findByRole('option', { name: '£ GBP' }))
    await expect(args.onChange).toHaveBeenCalledWith('GBP')
    await expect(trigger).toHaveTextContent('£ GBP')
  },
}

export const Selected: Story = { args: { value: 'USD' } }

export const Keyboard: Story = {
  args: { defaultValue: 'NGN' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    await expect(await body.findByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith('USD')
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Currency is required', placeholder: 'Choose' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Currency is required')).toBeVisible()
  },
}

export const Disabled: Story = { args: { value: 'NGN', isDisabled: true } }
