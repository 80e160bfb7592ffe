import { messages } from '@recur/api'
import { settingsFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { TRY_AGAIN } from '../../feedback/LoadFailedBanner'
import { CalendarFeedSection, calendarFeedText } from './CalendarFeedSection'

const created = settingsFixtures.calendarFeedCreated()

const meta = {
  title: 'UI/Settings/CalendarFeedSection',
  component: CalendarFeedSection,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    feed: settingsFixtures.calendarFeedOff(),
    onCreate: fn(),
    onRevoke: fn(),
    onCopy: fn(async () => {}),
    onDone: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CalendarFeedSection>

export default meta
type Story = StoryObj<typeof meta>

const body = (el: HTMLElement) => within(el.ownerDocument.body)
const section = (el: HTMLElement) => within(el).getByRole('region', { name: 'Calendar feed' })

/** No feed yet: one button makes the address. */
export const NoFeed: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(section(canvasElement))
    await expect(region.getByText(calendarFeedText.intro)).toBeVisible()
    await expect(region.queryByRole('textbox')).toBeNull()
    await userEvent.click(region.getByRole('button', { name: calendarFeedText.create }))
    await expect(args.onCreate).toHaveBeenCalledTimes(1)
  },
}

export const Creating: Story = {
  args: { pending: 'create' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: new RegExp(calendarFeedText.creating),
    })
    await expect(button).toHaveAttribute('data-pending', 'true')
    await userEvent.click(button)
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

/** The address, shown this once: read-only, with Copy and a webcal: link. */
export const AddressShownOnce: Story = {
  args: { feed: settingsFixtures.calendarFeedOn(), created },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(calendarFeedText.shownOnce)).toBeVisible()
    const address = canvas.getByRole('textbox', { name: calendarFeedText.address })
    await expect(address).toHaveValue(created.url)
    await expect(address).toHaveAttribute('readonly')
    // All of it in view, over as many lines as it takes: nothing cut off at the box's edge.
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth)
    await expect(address.scrollHeight).toBeLessThanOrEqual(address.clientHeight)
    const openInApp = canvas.getByRole('link', { name: calendarFeedText.openInApp })
    await expect(openInApp).toHaveAttribute('href', created.webcal_url)
    // A finger's target on a phone, as Copy beside it.
    await expect(openInApp.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await userEvent.click(canvas.getByRole('button', { name: calendarFeedText.copy }))
    await expect(args.onCopy).toHaveBeenCalledWith(created.url)
    await expect(await canvas.findByText(calendarFeedText.copied)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: calendarFeedText.done }))
    await expect(args.onDone).toHaveBeenCalledTimes(1)
  },
}

export const CopyFailed: Story = {
  args: {
    feed: settingsFixtures.calendarFeedOn(),
    created,
    onCopy: fn(() => Promise.reject(new TypeError('clipboard refused'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: calendarFeedText.copy }))
    await expect(await canvas.findByText(calendarFeedText.copyFailed)).toBeVisible()
    // The address stays there to select by hand.
    await expect(canvas.getByRole('textbox', { name: calendarFeedText.address })).toHaveValue(
      created.url,
    )
  },
}

/** On, its address hidden: a new one or off, each asked first. */
export const FeedActive: Story = {
  args: { feed: settingsFixtures.calendarFeedOn() },
  play: async ({ canvasElement }) => {
    const region = within(section(canvasElement))
    await expect(region.getByText(calendarFeedText.on('November 12, 2026 09:15 AM'))).toBeVisible()
    await expect(region.getByText(calendarFeedText.hidden)).toBeVisible()
    await expect(region.queryByRole('textbox')).toBeNull()
    await expect(region.getByRole('button', { name: calendarFeedText.regenerate })).toBeEnabled()
    await expect(region.getByRole('button', { name: calendarFeedText.revoke })).toBeEnabled()
  },
}

export const RevokeConfirm: Story = {
  args: { feed: settingsFixtures.calendarFeedOn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: calendarFeedText.revoke }),
    )
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: calendarFeedText.revokeTitle,
    })
    await expect(dialog).toHaveTextContent(calendarFeedText.revokeBody)
    await expect(args.onRevoke).not.toHaveBeenCalled()
  },
}

export const RevokeConfirmed: Story = {
  args: { feed: settingsFixtures.calendarFeedOn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: calendarFeedText.revoke }),
    )
    const dialog = await body(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: calendarFeedText.revoke }))
    await expect(args.onRevoke).toHaveBeenCalledTimes(1)
    await expect(args.onCreate).not.toHaveBeenCalled()
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
  },
}

export const RevokeCancelled: Story = {
  args: { feed: settingsFixtures.calendarFeedOn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: calendarFeedText.revoke }),
    )
    const dialog = await body(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: calendarFeedText.cancel }))
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
    await expect(args.onRevoke).not.toHaveBeenCalled()
  },
}

/** A new address replaces the old one, so it is asked first too. */
export const RegenerateConfirmed: Story = {
  args: { feed: settingsFixtures.calendarFeedOn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: calendarFeedText.regenerate }),
    )
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: calendarFeedText.regenerateTitle,
    })
    await expect(dialog).toHaveTextContent(calendarFeedText.regenerateBody)
    await userEvent.click(within(dialog).getByRole('button', { name: calendarFeedText.regenerate }))
    await expect(args.onCreate).toHaveBeenCalledTimes(1)
    await expect(args.onRevoke).not.toHaveBeenCalled()
    // The picture is of the section once the dialog has gone, not of its closing.
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
  },
}

export const Revoking: Story = {
  args: { feed: settingsFixtures.calendarFeedOn(), pending: 'revoke' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /Processing/ })).toHaveAttribute(
      'data-pending',
      'true',
    )
    await expect(canvas.getByRole('button', { name: calendarFeedText.regenerate })).toBeDisabled()
  },
}

export const ActionFailed: Story = {
  args: { feed: settingsFixtures.calendarFeedOn(), errorMessage: messages.serverError },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.serverError)
  },
}

export const Loading: Story = {
  args: { status: 'loading', feed: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(calendarFeedText.loading)
    await expect(section(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', feed: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(calendarFeedText.loadFailed)
    await userEvent.click(canvas.getByRole('button', { name: TRY_AGAIN }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const AddressShownOnceDark: Story = {
  args: { feed: settingsFixtures.calendarFeedOn(), created },
  globals: { theme: 'dark' },
}
export const FeedActiveDark: Story = { ...FeedActive, globals: { theme: 'dark' } }
