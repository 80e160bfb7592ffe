import { messages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { ExportMenu } from './ExportMenu'

const meta = {
  title: 'UI/Subscriptions/ExportMenu',
  component: ExportMenu,
  parameters: { layout: 'padded' },
  args: { onExport: fn() },
} satisfies Meta<typeof ExportMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }))
    const menu = await screen.findByRole('menu', { name: 'Export' })
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'CSV (spreadsheet)',
      'JSON (Recur backup)',
    ])
    // Each a finger's target: 44px tall, as wide as the menu.
    for (const item of items) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    }
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'CSV (spreadsheet)' }))
    await expect(args.onExport).toHaveBeenCalledWith('csv')
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  },
}

/** By keyboard: the menu opens on its first file, the arrows move, Enter chooses. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export' })
    button.focus()
    await userEvent.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu', { name: 'Export' })
    await expect(within(menu).getByRole('menuitem', { name: 'CSV (spreadsheet)' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(menu).getByRole('menuitem', { name: 'JSON (Recur backup)' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onExport).toHaveBeenCalledWith('json')
    // Opened again for the picture, once the chosen menu has closed and handed focus back to
    // its button (a frame after it leaves: a loaded machine pressed the key before that).
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('menu')
  },
}

/** Pressed while the menu was on its way: it opens as it arrives, on its first file. */
export const OpenOnArrival: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Export' })
    await expect(within(menu).getByRole('menuitem', { name: 'CSV (spreadsheet)' })).toHaveFocus()
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2)
  },
}

export const Preparing: Story = {
  args: { status: 'preparing' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: /Preparing/ })
    await userEvent.click(button)
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await expect(args.onExport).not.toHaveBeenCalled()
  },
}

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.exportFailed)
    // Another try is one choice away.
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled()
  },
}

export const ErrorFromServer: Story = {
  args: { status: 'error', message: messages.serviceUnavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      messages.serviceUnavailable,
    )
  },
}
