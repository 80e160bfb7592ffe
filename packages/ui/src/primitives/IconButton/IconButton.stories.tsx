import { href, pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { hoverLikeAMouse } from '../../testing/pointer'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { EditIcon, RenewIcon, TrashIcon } from '../Icon'
import { IconButton, IconControlFace, IconLink } from './IconButton'

const meta = {
  title: 'UI/Primitives/IconButton',
  component: IconButton,
  parameters: { layout: 'centered' },
  args: { label: 'Delete Subscription', tone: 'danger', onPress: fn(), children: <TrashIcon /> },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Danger: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete Subscription' })
    await hoverLikeAMouse(button)
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('Delete Subscription')
    await expect(button).toHaveAccessibleDescription('Delete Subscription')
    await userEvent.click(button)
    // Pressing closes the tooltip.
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull(),
    )
    await expect(args.onPress).toHaveBeenCalledTimes(1)
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled()
  },
}

export const WithoutTooltip: Story = { args: { showTooltip: false } }

export const AsLinks: Story = {
  render: () => (
    <div style={{ display: 'flex' }}>
      <IconLink
        label="Renew Subscription"
        tone="primary"
        href={href(pages.renewSubscription, { id: 'sub_1' })}
      >
        <RenewIcon />
      </IconLink>
      <IconLink label="Edit Subscription" href={href(pages.editSubscription, { id: 'sub_1' })}>
        <EditIcon />
      </IconLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Renew Subscription' })).toHaveAttribute(
      'href',
      href(pages.renewSubscription, { id: 'sub_1' }),
    )
    await userEvent.tab()
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('Renew Subscription')
  },
}

const LIMIT_REASON =
  'You have reached the renewal limit of the Free plan. Upgrade to Premium to keep renewing.'

/** A link that cannot be followed now says why, on hover, on focus and to a screen reader. */
export const LinkDisabledWithReason: Story = {
  render: () => (
    <div style={{ display: 'flex' }}>
      <IconLink
        label="Renew Subscription"
        tone="primary"
        href={href(pages.renewSubscription, { id: 'sub_1' })}
        disabledReason={LIMIT_REASON}
      >
        <RenewIcon />
      </IconLink>
      <IconLink label="Edit Subscription" href={href(pages.editSubscription, { id: 'sub_1' })}>
        <EditIcon />
      </IconLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const renew = canvas.getByRole('link', { name: 'Renew Subscription' })
    await expect(renew).toHaveAttribute('aria-disabled', 'true')
    await expect(renew).not.toHaveAttribute('href')
    await expect(renew).toHaveAccessibleDescription(LIMIT_REASON)
    // Still reachable by keyboard, so the reason can be read.
    await userEvent.tab()
    await expect(renew).toHaveFocus()
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent(`Renew Subscription: ${LIMIT_REASON}`)
    await userEvent.click(renew)
    await expect(canvas.getByRole('link', { name: 'Edit Subscription' })).toBeVisible()
  },
}

/**
 * Each control's inert face (top) above the control (bottom): a long table's first paint draws
 * the faces and swaps in the controls a frame later, so the two must look the same. The faces
 * are hidden from assistive tech and take no focus.
 */
export const ControlFaces: Story = {
  render: () => (
    <div style={{ display: 'inline-grid', gridTemplateColumns: 'repeat(3, auto)' }}>
      <IconControlFace tone="primary" isDisabled>
        <RenewIcon />
      </IconControlFace>
      <IconControlFace>
        <EditIcon />
      </IconControlFace>
      <IconControlFace tone="danger">
        <TrashIcon />
      </IconControlFace>
      <IconLink
        label="Renew Subscription"
        tone="primary"
        href={href(pages.renewSubscription, { id: 'sub_1' })}
        disabledReason={LIMIT_REASON}
      >
        <RenewIcon />
      </IconLink>
      <IconLink label="Edit Subscription" href={href(pages.editSubscription, { id: 'sub_1' })}>
        <EditIcon />
      </IconLink>
      <IconButton label="Delete Subscription" tone="danger">
        <TrashIcon />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('link')).toHaveLength(2)
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
    // The first stop for Tab is the first control, past the faces.
    await userEvent.tab()
    const renew = canvas.getByRole('link', { name: 'Renew Subscription' })
    await expect(renew).toHaveFocus()
    renew.blur()
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull(),
    )
  },
}
