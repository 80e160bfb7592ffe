import { IMPORT_TEMPLATE_FILE_NAME, messages, pages } from '@recur/api/contract'
import { importFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { phoneFrame } from '../../testing/frames'
import { ImportSubscriptions } from './ImportSubscriptions'

const meta = {
  title: 'UI/Subscriptions/ImportSubscriptions',
  component: ImportSubscriptions,
  parameters: { layout: 'padded' },
  args: {
    state: { step: 'choose' },
    onFile: fn(),
    skipDuplicates: true,
    onSkipDuplicatesChange: fn(),
    onConfirm: fn(),
    onChooseAnother: fn(),
    templateHref: 'data:text/csv;charset=utf-8,name',
    templateFileName: IMPORT_TEMPLATE_FILE_NAME,
    subscriptionsHref: pages.subscriptions,
  },
} satisfies Meta<typeof ImportSubscriptions>

export default meta
type Story = StoryObj<typeof meta>

/** Choosing a file: the chooser, the drop zone and the template. */
export const ChooseFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'download',
      IMPORT_TEMPLATE_FILE_NAME,
    )
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')
    await expect(input).not.toBeNull()
    const file = new File(['name,amount\n'], 'subscriptions.csv', { type: 'text/csv' })
    await userEvent.upload(input!, file)
    await expect(args.onFile).toHaveBeenCalledWith(file)
  },
}

/** The file is being read and previewed by the server. */
export const Loading: Story = {
  args: { state: { step: 'choose', reading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Reading your file…')
    await expect(canvas.queryByRole('button', { name: 'Choose file' })).toBeNull()
  },
}

/** A file Recur cannot read at all: why, and the chooser again. */
export const Error: Story = {
  args: { state: { step: 'choose', error: messages.importNotUtf8 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.importNotUtf8)
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled()
  },
}

export const EmptyFile: Story = {
  args: { state: { step: 'choose', error: messages.importEmpty } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.importEmpty)
  },
}

export const TooLarge: Story = {
  args: { state: { step: 'choose', error: messages.importFileTooLarge } },
}

/** Every row can be saved: the import button says how many. */
export const PreviewAllValid: Story = {
  args: { state: { step: 'preview', preview: importFixtures.importPreview() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent)
    await expect(headers).toEqual([
      'Line',
      'Name',
      'Amount',
      'Category',
      'Start Date',
      'End Date',
      'Auto-Renew',
      'Note',
      'Check',
    ])
    const spotify = within(canvas.getAllByRole('row', { name: /Spotify/ })[1]!)
    await expect(spotify.getByText('$10.99')).toBeVisible()
    await expect(spotify.getByText('Renews line 3')).toBeVisible()
    // A table: the column headers name the cells, so the cards' labels are not there to be heard.
    await expect(spotify.getByText('Amount')).not.toBeVisible()
    await expect(
      within(canvas.getByRole('row', { name: /Netflix Premium/ })).getByText('Family plan'),
    ).toBeVisible()
    await expect(canvas.getByText('15-Nov-2026')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Import 5 subscriptions' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** Errors in the spec's words, a likely duplicate, values changed; nothing can be imported. */
export const PreviewWithErrors: Story = {
  args: {
    state: {
      step: 'preview',
      preview: importFixtures.importPreview(importFixtures.flaggedImportRows()),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(messages.subscriptionNameRequired)).toBeVisible()
    await expect(canvas.getByText(messages.endBeforeStart)).toBeVisible()
    await expect(canvas.getByText(messages.currencyRequired)).toBeVisible()
    await expect(canvas.getByText('kr → NGN')).toBeVisible()
    await expect(canvas.getByText('Bundles → Others')).toBeVisible()
    await expect(canvas.getByText('Likely duplicate: left out')).toBeVisible()
    // A formula is a name like any other: shown as text.
    await expect(
      canvas.getByRole('rowheader', { name: '=HYPERLINK("http://example.com","Click")' }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.importHasErrors)
    await expect(canvas.getByRole('button', { name: 'Import 4 subscriptions' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Leave out likely duplicates/ }))
    await expect(args.onSkipDuplicatesChange).toHaveBeenCalledWith(false)
  },
}

/** Each of a row's cells as its label (a card's) and the cell: what a screen reader hears. */
const fieldsOf = (row: HTMLElement) =>
  Object.fromEntries(
    within(row)
      .getAllByRole('cell')
      .filter((cell) => cell.firstElementChild)
      .map((cell) => [cell.firstElementChild!.textContent ?? '', cell]),
  )

/** The phone frame around `element`: the box that cuts off what is below the phone's screen. */
const phoneOf = (element: HTMLElement) => {
  let box = element.parentElement
  while (box && getComputedStyle(box).overflow !== 'hidden') box = box.parentElement
  if (!box) throw new TypeError('not in a phone frame')
  return box
}

/** The rows of the preview, without the header's. */
const bodyRows = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0)

/**
 * A phone: each row a card, its line and name on top, every other cell under its column's name
 * (the note only when there is one), then its errors, its likely duplicate and its changes, in
 * the same words and order as the table. Nothing is wider than the phone.
 */
export const PhonePreviewWithErrors: Story = {
  args: PreviewWithErrors.args,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // No header row to scroll to: the cards name their own cells.
    const headers = canvas.getAllByRole('columnheader', { hidden: true })
    await expect(headers).toHaveLength(9)
    for (const header of headers) await expect(header).not.toBeVisible()
    const [netflix, apple, unnamed, formula, showmax] = bodyRows(canvasElement)
    const netflixFields = fieldsOf(netflix!)
    await expect(Object.keys(netflixFields)).toEqual([
      'Line',
      'Amount',
      'Category',
      'Start Date',
      'End Date',
      'Auto-Renew',
      'Note',
      'Check',
    ])
    for (const [label, cell] of Object.entries(netflixFields)) {
      await expect(within(cell).getByText(label)).toBeVisible()
    }
    await expect(netflixFields['Line']).toHaveTextContent('Line 2')
    await expect(within(netflix!).getByRole('rowheader')).toHaveTextContent('Netflix Premium')
    await expect(netflixFields['Amount']).toHaveTextContent('₦4,400.00')
    await expect(netflixFields['Start Date']).toHaveTextContent('01-Nov-2026')
    await expect(netflixFields['End Date']).toHaveTextContent('30-Nov-2026')
    await expect(netflixFields['Note']).toHaveTextContent('Family plan')
    await expect(
      within(netflixFields['Check']!).getByText('Likely duplicate: left out'),
    ).toBeVisible()

    // No note: no empty field for it.
    await expect(Object.keys(fieldsOf(apple!))).not.toContain('Note')
    await expect(within(fieldsOf(apple!)['Amount']!).getByText('kr → NGN')).toBeVisible()
    await expect(within(fieldsOf(apple!)['Category']!).getByText('Bundles → Others')).toBeVisible()

    const unnamedCheck = within(fieldsOf(unnamed!)['Check']!)
    for (const message of [
      messages.subscriptionNameRequired,
      messages.amountNotANumber,
      messages.endBeforeStart,
    ]) {
      await expect(unnamedCheck.getByText(message)).toBeVisible()
    }
    await expect(within(formula!).getByRole('rowheader')).toHaveTextContent(
      '=HYPERLINK("http://example.com","Click")',
    )
    await expect(
      within(fieldsOf(showmax!)['Check']!).getByText(messages.currencyRequired),
    ).toBeVisible()
    await expect(fieldsOf(showmax!)['Start Date']).toHaveTextContent('30/11/2026')

    // Nothing is wider than the phone, and nothing scrolls sideways.
    const table = canvas.getByRole('table')
    const phone = phoneOf(table).getBoundingClientRect()
    for (const row of bodyRows(canvasElement)) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth)
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(phone.right)
    }
    for (let box: HTMLElement | null = table; box; box = box.parentElement) {
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth)
    }
  },
}

/** The phone's picture of the rows with errors: the unnamed row's three, then the next rows. */
export const PhoneRowErrors: Story = {
  args: PreviewWithErrors.args,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const unnamed = bodyRows(canvasElement)[2]!
    const phone = phoneOf(unnamed)
    phone.scrollTop += unnamed.getBoundingClientRect().top - phone.getBoundingClientRect().top
    // The whole card is on the phone's screen, its errors too (to a pixel's rounding).
    const screen = phone.getBoundingClientRect()
    const card = unnamed.getBoundingClientRect()
    await expect(card.top).toBeGreaterThanOrEqual(screen.top - 1)
    await expect(card.bottom).toBeLessThanOrEqual(screen.bottom)
    await expect(within(unnamed).getByText(messages.endBeforeStart)).toBeVisible()
  },
}

/** More renewals than the Free plan has left: said before anything is sent. */
export const PreviewOverRenewalLimit: Story = {
  args: {
    state: {
      step: 'preview',
      preview: importFixtures.importPreview(undefined, { renewals: { in_file: 1, allowed: 0 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.importRenewalLimit)
    await expect(canvas.getByRole('button', { name: 'Import 5 subscriptions' })).toBeDisabled()
  },
}

/** The preview of a long file, a page at a time. */
export const PreviewManyRows: Story = {
  args: {
    state: {
      step: 'preview',
      preview: importFixtures.importPreview(
        Array.from({ length: 60 }, (_, i) =>
          importFixtures.importRow({ line: i + 2, name: `Subscription ${i + 1}` }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('row')).toHaveLength(25 + 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }))
    await expect(canvas.getAllByRole('row')).toHaveLength(10 + 1)
    await expect(canvas.getByRole('rowheader', { name: 'Subscription 60' })).toBeVisible()
  },
}

export const Importing: Story = {
  args: { state: { step: 'preview', preview: importFixtures.importPreview(), importing: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /Importing/ })).toHaveAttribute(
      'data-pending',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Choose another file' })).toBeDisabled()
  },
}

export const ImportFailed: Story = {
  args: {
    state: {
      step: 'preview',
      preview: importFixtures.importPreview(),
      error: messages.serverError,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.serverError)
  },
}

export const Done: Story = {
  args: { state: { step: 'done', result: importFixtures.importResult({ skipped: 2 }) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: '5 subscriptions imported' })).toBeVisible()
    await expect(canvas.getByText('2 likely duplicates were left out.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View Subscriptions' })).toHaveAttribute(
      'href',
      pages.subscriptions,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }))
    await expect(args.onChooseAnother).toHaveBeenCalledOnce()
  },
}

export const AlreadyImported: Story = {
  args: {
    state: { step: 'done', result: importFixtures.importResult({ already_imported: true }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: messages.importAlreadyDone }),
    ).toBeVisible()
  },
}
