import { CURRENCIES } from '@recur/api'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../../primitives/Button'
import {
  DeleteSubscriptionDialog,
  type DeleteSubscriptionDialogProps,
} from './DeleteSubscriptionDialog'

const meta = {
  title: 'UI/Subscriptions/DeleteSubscriptionDialog',
  component: DeleteSubscriptionDialog,
  args: {
    isOpen: true,
    subscription: fixtures.subscription({
      name: 'Netflix Premium',
      amount: 7000,
      currency_code: 'NGN',
      start_date: '2026-11-01',
      end_date: '2026-12-01',
    }),
    currencies: CURRENCIES,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeleteSubscriptionDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (el: HTMLElement) => within(el.ownerDocument.body)

/** Opened from a row's Delete, closed by Cancel or Confirm, as the screen does it. */
function WithTrigger(props: DeleteSubscriptionDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete Subscription
      </Button>
      <DeleteSubscriptionDialog
        {...props}
        isOpen={open}
        onCancel={() => {
          props.onCancel()
          setOpen(false)
        }}
        onConfirm={() => {
          props.onConfirm()
          setOpen(false)
        }}
      />
    </>
  )
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete Subscription',
    })
    await expect(dialog).toHaveTextContent('Are you sure You want to delete this subscription?')
    // The spec's sentence, then which subscription it is: name, amount and period.
    await expect(within(dialog).getByText('Netflix Premium')).toBeInTheDocument()
    await expect(dialog).toHaveTextContent('Netflix Premium₦7,000.00 · 01-Nov-2026 to 01-Dec-2026')
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  },
}

export const CancelCloses: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Subscription' }),
    )
    const dialog = await body(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const EscapeCancels: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Subscription' }),
    )
    await body(canvasElement).findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

export const ConfirmCallsOnConfirm: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Subscription' }),
    )
    const dialog = await body(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onCancel).not.toHaveBeenCalled()
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
  },
}

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog')
    const confirm = within(dialog).getByRole('button', { name: /Processing/ })
    await expect(confirm).toHaveAttribute('data-pending', 'true')
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).not.toHaveBeenCalled()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

export const LongName: Story = {
  args: {
    subscription: fixtures.subscription({
      name: 'Microsoft 365 Business Premium for the whole Lagos office, billed in dollars',
      amount: 219.99,
      currency_code: 'USD',
      start_date: '2026-10-20',
      end_date: '2027-10-19',
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog')
    await expect(within(dialog).getByText(/^Microsoft 365 Business Premium/)).toBeInTheDocument()
    await expect(dialog).toHaveTextContent('$219.99 · 20-Oct-2026 to 19-Oct-2027')
  },
}

export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull()
  },
}

export const Dark: Story = { ...Open, globals: { theme: 'dark' } }
