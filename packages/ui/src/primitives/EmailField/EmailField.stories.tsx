import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmailField } from './EmailField'

const meta = {
  title: 'UI/Primitives/EmailField',
  component: EmailField,
  args: { onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmailField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email Address' })
    await expect(input).toHaveAttribute('type', 'email')
    await expect(input).toHaveAttribute('autocomplete', 'email')
    await userEvent.type(input, 'ada@example.com')
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com')
  },
}

export const CustomLabel: Story = { args: { label: 'Email' } }

export const Invalid: Story = {
  args: { value: 'ada@', isInvalid: true, errorMessage: 'Invalid email' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Email Address' }),
    ).toHaveAccessibleDescription('Invalid email')
  },
}

export const Valid: Story = { args: { value: 'ada@example.com', isValid: true } }
