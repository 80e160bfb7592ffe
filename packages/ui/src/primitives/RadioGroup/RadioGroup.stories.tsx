import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Radio, RadioGroup } from './RadioGroup'

const meta = {
  title: 'UI/Primitives/RadioGroup',
  component: RadioGroup,
  parameters: { layout: 'centered' },
  args: {
    label: 'Remind me',
    onChange: fn(),
    children: [
      <Radio key="0" value="0">
        No reminders
      </Radio>,
      <Radio key="1" value="1">
        1 day before
      </Radio>,
      <Radio key="3" value="3">
        3 days before
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { defaultValue: '3', description: 'Before a subscription ends.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: 'Remind me' })
    await expect(group).toHaveAccessibleDescription('Before a subscription ends.')
    await expect(canvas.getByRole('radio', { name: '3 days before' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '1 day before' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('1')
    // One tab stop; the arrow keys move the choice.
    await userEvent.keyboard('{ArrowUp}')
    await expect(canvas.getByRole('radio', { name: 'No reminders' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('0')
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose one' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Choose one')).toBeVisible()
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled()
    }
  },
}

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } }
