import { messages, statementRequestSchema } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { STATEMENT_BUTTON, StatementExport } from './StatementExport'

const meta = {
  title: 'UI/Wallet/StatementExport',
  component: StatementExport,
  parameters: { layout: 'padded' },
  args: {
    // Storybook's clock is 2026-11-15: the app's default is the current month.
    defaultRange: { from: '2026-11-01', to: '2026-11-30' },
    validationSchema: statementRequestSchema,
    onSubmit: fn(),
  },
} satisfies Meta<typeof StatementExport>

export default meta
type Story = StoryObj<typeof meta>

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: STATEMENT_BUTTON }))

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Statement' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'From' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'To' })).toBeVisible()
    await submit(canvasElement)
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30' }),
    )
  },
}

export const Preparing: Story = {
  args: { status: 'pending' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Preparing/ })
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Error: Story = {
  args: { status: 'error', message: messages.exportFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.exportFailed)).toBeVisible()
  },
}

/** To before From: the schema's words under To, and nothing is asked for. */
export const InvalidRange: Story = {
  args: { defaultRange: { from: '2026-11-30', to: '2026-11-01' } },
  play: async ({ args, canvasElement }) => {
    await submit(canvasElement)
    await expect(
      await within(canvasElement).findByText(messages.statementToBeforeFrom),
    ).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** More than 2 years: the spec's hint for a custom frame, enforced. */
export const RangeTooLong: Story = {
  args: { defaultRange: { from: '2024-11-01', to: '2026-11-30' } },
  play: async ({ args, canvasElement }) => {
    await submit(canvasElement)
    await expect(
      await within(canvasElement).findByText(messages.statementRangeTooLong),
    ).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const DatesMissing: Story = {
  args: { defaultRange: { from: '', to: '' } },
  play: async ({ args, canvasElement }) => {
    await submit(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(messages.statementFromRequired)).toBeVisible()
    await expect(canvas.getByText(messages.statementToRequired)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server's field error (a range it refused), under its field. */
export const ServerRefused: Story = {
  args: {
    status: 'error',
    message: messages.validationFailed,
    serverErrors: { to: messages.statementRangeTooLong },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.statementRangeTooLong)).toBeVisible()
    await expect(canvas.getByText(messages.validationFailed)).toBeVisible()
  },
}
