import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'UI/Primitives/Checkbox',
  component: Checkbox,
  parameters: { layout: 'centered' },
  args: { children: 'Auto-Renew', onChange: fn() },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Auto-Renew' })
    await expect(box).not.toBeChecked()
    await userEvent.click(box)
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Auto-Renew' })
    await expect(box).toBeChecked()
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await expect(args.onChange).toHaveBeenCalledWith(false)
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled()
  },
}

export const CheckedDark: Story = { ...Checked, globals: { theme: 'dark' } }
