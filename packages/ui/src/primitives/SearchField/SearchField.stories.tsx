import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchField } from './SearchField'

const meta = {
  title: 'UI/Primitives/SearchField',
  component: SearchField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Search',
    placeholder: 'Search subscriptions',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('searchbox', { name: 'Search' })
    await userEvent.type(input, 'netflix{Enter}')
    await expect(args.onChange).toHaveBeenLastCalledWith('netflix')
    await expect(args.onSubmit).toHaveBeenCalledWith('netflix')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(args.onClear).toHaveBeenCalled()
    await expect(input).toHaveValue('')
  },
}

export const HiddenLabel: Story = {
  args: { hideLabel: true, defaultValue: 'spotify' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue(
      'spotify',
    )
  },
}

export const EscapeClears: Story = {
  args: { defaultValue: 'dstv' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' })
    await userEvent.click(input)
    await userEvent.keyboard('{Escape}')
    await expect(input).toHaveValue('')
    await expect(args.onClear).toHaveBeenCalled()
  },
}
