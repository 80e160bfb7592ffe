import type { Meta, StoryObj } from '@storybook/react-vite'
import { hoverLikeAMouse } from '../../testing/pointer'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { Tooltip, TooltipTrigger } from './Tooltip'

const meta = {
  title: 'UI/Primitives/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary">Renew</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  args: { children: 'Renew Subscription' },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Renew' })
    await hoverLikeAMouse(button)
    const tooltip = await body(canvasElement).findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Renew Subscription')
    await expect(button).toHaveAccessibleDescription('Renew Subscription')
    await userEvent.unhover(button)
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull())
  },
}

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(await body(canvasElement).findByRole('tooltip')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull())
  },
}

export const LongText: Story = {
  args: {
    children:
      'Actual subscription details are determined upon renewal payment. This bubble wraps long text instead of running off the screen.',
  },
  play: async ({ canvasElement }) => {
    await hoverLikeAMouse(within(canvasElement).getByRole('button'))
    await expect(await body(canvasElement).findByRole('tooltip')).toBeVisible()
  },
}
