import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { Dialog, DialogActions } from './Dialog'

const meta = {
  title: 'UI/Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'About renewals',
    isOpen: true,
    onOpenChange: fn(),
    children: <p>Renewing starts a new period from today.</p>,
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (el: HTMLElement) => within(el.ownerDocument.body)

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'About renewals' })
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const OpensFromATrigger: Story = {
  render: (args) => {
    function Demo() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Button onPress={() => setOpen(true)}>Open</Button>
          <Dialog {...args} isOpen={open} onOpenChange={setOpen}>
            {args.children}
            <DialogActions>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Close
              </Button>
            </DialogActions>
          </Dialog>
        </>
      )
    }
    return <Demo />
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' })
    await userEvent.click(trigger)
    const dialog = await body(canvasElement).findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const AlertDialog: Story = {
  args: { role: 'alertdialog', title: 'Delete Subscription' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete Subscription',
    })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
