import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup'

const meta = {
  title: 'UI/Primitives/ToggleButtonGroup',
  component: ToggleButtonGroup,
  parameters: { layout: 'centered' },
  args: {
    'aria-label': 'Period',
    selectionMode: 'single',
    disallowEmptySelection: true,
    defaultSelectedKeys: ['month'],
    onSelectionChange: fn(),
  },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="year">Year</ToggleButton>
      <ToggleButton id="month">Month</ToggleButton>
    </ToggleButtonGroup>
  ),
} satisfies Meta<typeof ToggleButtonGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Year' }))
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set(['year']))
    await expect(canvas.getByRole('radio', { name: 'Year' })).toBeChecked()
  },
}

export const Disabled: Story = { args: { isDisabled: true } }
