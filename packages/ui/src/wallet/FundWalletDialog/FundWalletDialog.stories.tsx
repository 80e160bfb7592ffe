import { fundWalletSchema, messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FundWalletDialog } from './FundWalletDialog'

const meta = {
  title: 'UI/Wallet/FundWalletDialog',
  component: FundWalletDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    validationSchema: fundWalletSchema,
    onSubmit: fn(),
    status: 'idle',
    limits: { min: 100, max: 1_000_000 },
  },
} satisfies Meta<typeof FundWalletDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Fund Wallet' }),
  )

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const d = await dialog(canvasElement)
    const amount = d.getByRole('textbox', { name: /Amount/ })
    // The limits are said before anything is sent.
    await expect(amount).toHaveAccessibleDescription(
      'In naira (NGN), from ₦100.00 to ₦1,000,000.00 at a time.',
    )
    await userEvent.type(amount, '5000')
    await userEvent.click(d.getByRole('button', { name: 'Fund Wallet' }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(5000))
  },
}

export const RequiredAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const d = await dialog(canvasElement)
    await userEvent.click(d.getByRole('button', { name: 'Fund Wallet' }))
    // Blur and submit each validate; the message is asserted once both have settled.
    await waitFor(() => expect(d.getByText(messages.amountRequired)).toBeVisible())
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ZeroAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const d = await dialog(canvasElement)
    await userEvent.type(d.getByRole('textbox', { name: /Amount/ }), '0')
    await userEvent.click(d.getByRole('button', { name: 'Fund Wallet' }))
    // Visible once the dialog has finished coming in (its entry animation), however slow that is.
    const message = await d.findByText(messages.fundAmountPositive)
    await waitFor(() => expect(message).toBeVisible())
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const d = await dialog(canvasElement)
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/**
 * Spec §2: the button is disabled while the request is in flight, and Cancel with it. The button
 * is react-aria's pending button: disabled to assistive technology and to presses, yet focusable,
 * so the focus of the reader who pressed it stays in the dialog.
 */
export const Pending: Story = {
  args: { status: 'pending', defaultAmount: 5000 },
  play: async ({ args, canvasElement }) => {
    const d = await dialog(canvasElement)
    const submit = d.getByRole('button', { name: 'Processing' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

/**
 * Spec §8: a non-200 answer reads 'An error occurred, please try again', with the server's
 * message saying what to change.
 */
export const Error: Story = {
  args: { status: 'error', message: 'The amount must be at least ₦100.00.', defaultAmount: 50 },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement)
    await expect(d.getByRole('alert')).toHaveTextContent('An error occurred, please try again')
    await expect(d.getByRole('alert')).toHaveTextContent('The amount must be at least ₦100.00.')
    await expect(d.getByRole('button', { name: 'Fund Wallet' })).toBeEnabled()
  },
}

/** A non-200 answer without a message of its own: the spec's words alone. */
export const ErrorWithoutMessage: Story = {
  args: { status: 'error', defaultAmount: 5000 },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement)
    await expect(d.getByRole('alert')).toHaveTextContent(/^An error occurred, please try again$/)
  },
}

/** Spec §8: the server's message is shown in the dialog. */
export const ServerMessage: Story = {
  args: { status: 'success', message: 'Redirecting you to the checkout…', defaultAmount: 5000 },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement)
    await expect(d.getByRole('status')).toHaveTextContent('Redirecting you to the checkout…')
  },
}

export const Dark: Story = { args: { status: 'error' }, globals: { theme: 'dark' } }
