import { CURRENCIES, messages } from '@recur/api'
import { href, pages } from '@recur/api/contract'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { phoneFrame } from '../../testing/frames'
import { SubscriptionCards } from './SubscriptionCards'

/**
 * The narrow layout of SubscriptionTable on its own: a card per subscription, for a phone, where
 * nothing can be hovered. The table chooses it by the screen's width and keeps the loading, error
 * and empty views (its Phone stories).
 */
const meta = {
  title: 'UI/Subscriptions/SubscriptionCards',
  component: SubscriptionCards,
  parameters: { layout: 'padded' },
  decorators: [phoneFrame],
  args: {
    'aria-label': 'Subscriptions',
    rows: fixtures.subscriptions().slice(0, 3),
    currencies: CURRENCIES,
    renewHref: (row) => href(pages.renewSubscription, { id: row.uid }),
    editHref: (row) => href(pages.editSubscription, { id: row.uid }),
    onDelete: fn(),
  },
} satisfies Meta<typeof SubscriptionCards>

export default meta
type Story = StoryObj<typeof meta>

const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Subscriptions' })).getAllByRole('article')

/** A card per subscription, named by it, and none wider than the phone. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(args.rows.length)
    for (const row of args.rows) {
      const card = within(canvasElement).getByRole('article', { name: row.name })
      await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(row.name)
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth)
    }
  },
}

/**
 * The keyboard: each card's three actions are tab stops in reading order, and the one focused
 * shows its ring (pictured on the first card's Edit). No tooltip: the words are on the buttons.
 */
export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const first = within(cards(canvasElement)[0]!)
    const name = args.rows[0]!.name
    await userEvent.tab()
    await expect(first.getByRole('link', { name: `Renew Subscription ${name}` })).toHaveFocus()
    await userEvent.tab()
    const edit = first.getByRole('link', { name: `Edit Subscription ${name}` })
    await expect(edit).toHaveFocus()
    await expect(edit).toHaveAttribute('data-focus-visible', 'true')
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull()
  },
}

/** Enter or Space on Delete asks the caller, with the card's subscription. */
export const DeleteFromTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const second = args.rows[1]!
    within(cards(canvasElement)[1]!)
      .getByRole('button', { name: `Delete Subscription ${second.name}` })
      .focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onDelete).toHaveBeenCalledTimes(1)
    await expect(args.onDelete).toHaveBeenCalledWith(second)
  },
}

/**
 * The free plan's renewals used up: Renew is disabled, and, as a phone has nothing to hover for a
 * tooltip, the card writes out why.
 */
export const RenewUnavailable: Story = {
  args: { renewDisabledReason: () => messages.renewalLimitReached },
  play: async ({ args, canvasElement }) => {
    for (const row of args.rows) {
      const inCard = within(within(canvasElement).getByRole('article', { name: row.name }))
      await expect(
        inCard.getByRole('button', { name: `Renew Subscription ${row.name}` }),
      ).toBeDisabled()
      await expect(inCard.getByText(messages.renewalLimitReached)).toBeVisible()
    }
  },
}
