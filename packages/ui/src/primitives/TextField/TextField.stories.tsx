import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField } from './TextField'

const meta = {
  title: 'UI/Primitives/TextField',
  component: TextField,
  args: { label: 'Username', onChange: fn(), onBlur: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' })
    await userEvent.type(input, 'ada')
    await expect(args.onChange).toHaveBeenLastCalledWith('ada')
    await userEvent.tab()
    await expect(args.onBlur).toHaveBeenCalled()
  },
}

export const WithPlaceholder: Story = { args: { placeholder: '090X XXX XXXX', label: 'Phone' } }

export const WithDescription: Story = {
  args: { description: 'This is how other people see you.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Username' }),
    ).toHaveAccessibleDescription('This is how other people see you.')
  },
}

export const Invalid: Story = {
  args: { value: '', isInvalid: true, errorMessage: 'Username is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Username is required')
  },
}

export const Valid: Story = {
  args: { value: 'ada', isValid: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' })
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(canvasElement.querySelector('[data-valid]')).not.toBeNull()
  },
}

export const Disabled: Story = {
  args: { value: 'GMT+1 (Africa/Lagos)', label: 'Time-zone', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Time-zone' })).toBeDisabled()
  },
}

/** Read-only looks it: a dashed edge on a muted ground, unlike a box to type in. */
export const ReadOnly: Story = {
  args: { value: 'Free · monthly', label: 'Active Plan', isReadOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Active Plan' })
    await expect(input).toHaveAttribute('readonly')
    const box = input.closest('[role="presentation"]')!
    await expect(getComputedStyle(box).borderTopStyle).toBe('dashed')
  },
}

export const LongValue: Story = {
  args: {
    defaultValue: 'a-really-long-username-that-does-not-fit-in-the-box-at-all-and-keeps-going',
  },
}
