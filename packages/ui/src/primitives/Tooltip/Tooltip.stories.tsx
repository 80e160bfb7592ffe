import type { Meta, StoryObj } from '@storybook/react-vite'
import { hoverLikeAMouse } from '../../testing/pointer'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { space } from '../../theme'
import { Button } from '../Button'
import { Tooltip, TooltipTrigger, useSharedTooltip } from './Tooltip'

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

const SHARED = {
  renew: 'Renew Subscription',
  edit: 'Edit Subscription',
  delete: 'Delete Subscription',
}

/** Three plain buttons under one shared tooltip, as the calendar's items are. */
function SharedTooltipButtons() {
  const tip = useSharedTooltip((key) => SHARED[key as keyof typeof SHARED])
  return (
    <div {...tip.containerProps} style={{ display: 'flex', gap: space[2] }}>
      {Object.keys(SHARED).map((key) => (
        <button key={key} type="button" data-tooltip-key={key}>
          {key}
        </button>
      ))}
      {tip.tooltip}
    </div>
  )
}

/**
 * useSharedTooltip: one tooltip for many plain triggers, opening on hover and keyboard focus
 * with the trigger's own content and describing it, and closing on Escape.
 */
export const Shared: Story = {
  render: () => <SharedTooltipButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const edit = canvas.getByRole('button', { name: 'edit' })
    await hoverLikeAMouse(edit)
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Edit Subscription',
    )
    await expect(edit).toHaveAccessibleDescription('Edit Subscription')
    await userEvent.unhover(edit)
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull())
    await expect(edit).not.toHaveAccessibleDescription()

    await userEvent.tab()
    const renew = canvas.getByRole('button', { name: 'renew' })
    await expect(renew).toHaveFocus()
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Renew Subscription',
    )
    await expect(renew).toHaveAccessibleDescription('Renew Subscription')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull())
    // The next trigger takes the same tooltip over.
    await userEvent.tab()
    await expect(edit).toHaveFocus()
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Edit Subscription',
    )
  },
}
