import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import styled from 'styled-components'
import { size } from '../../theme'
import type { ColorScheme } from '../../theme'
import { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch'

const Frame = styled.div`
  max-width: ${size.authFormMax};
`

const meta = {
  title: 'UI/Shell/ThemeSwitch',
  component: ThemeSwitch,
  parameters: { layout: 'padded' },
  args: { value: 'system', onChange: fn() },
  // Controlled, as the app holds it (in local storage).
  render: function Render(args: ThemeSwitchProps) {
    const [value, setValue] = useState<ColorScheme>(args.value)
    return (
      <Frame>
        <ThemeSwitch
          value={value}
          onChange={(next) => {
            setValue(next)
            args.onChange(next)
          }}
        />
      </Frame>
    )
  },
} satisfies Meta<typeof ThemeSwitch>

export default meta
type Story = StoryObj<typeof meta>

export const FollowsTheSystem: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Theme' })
    const options = within(group).getAllByRole('radio')
    await expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      'System',
      'Light',
      'Dark',
    ])
    await expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked()
  },
}

export const ChoosesDark: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Theme' })
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }))
    await expect(args.onChange).toHaveBeenCalledWith('dark')
    await expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked()
    // Choosing the one already chosen changes nothing.
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }))
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

export const ByKeyboard: Story = {
  args: { value: 'light' },
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Theme' })
    // Tab reaches the chosen one; an arrow key moves the choice.
    await userEvent.tab()
    await expect(within(group).getByRole('radio', { name: 'Light' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(group).getByRole('radio', { name: 'Dark' })).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('dark')
  },
}
