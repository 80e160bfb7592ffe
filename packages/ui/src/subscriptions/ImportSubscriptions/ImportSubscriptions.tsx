import {
  CURRENCIES,
  IMPORT_ACCEPT,
  IMPORT_FORMAT_LABELS,
  MAX_IMPORT_BYTES,
  megabytes,
  messages,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
} from '@recur/api/contract'
import { useState } from 'react'
import { FileTrigger } from 'react-aria-components'
import { Banner } from '../../primitives/Banner'
import { Button, ButtonLink } from '../../primitives/Button'
import { Checkbox } from '../../primitives/Checkbox'
import { Heading } from '../../primitives/Heading'
import { CheckCircleIcon } from '../../primitives/Icon'
import { Link } from '../../primitives/Link'
import { Pagination } from '../../primitives/Pagination'
import { Spinner } from '../../primitives/Spinner'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { findCurrency, formatAmount } from '../../format/amount'
import { formatDate, parseIsoDate } from '../../format/date'
import {
  Actions,
  Busy,
  CellLabel,
  Done,
  Drop,
  DropLabel,
  Facts,
  Grid,
  Mapped,
  Note,
  Notes,
  Preview,
  Scroll,
  Section,
} from './ImportSubscriptions.styles'

/** Rows a page of the preview shows. */
export const IMPORT_PREVIEW_PAGE_SIZE = 25

/** Where the import is: choosing a file (reading it), checking its preview (importing), done. */
export type ImportState =
  | { step: 'choose'; reading?: boolean; error?: string }
  | { step: 'preview'; preview: ImportPreview; importing?: boolean; error?: string }
  | { step: 'done'; result: ImportResult }

export interface ImportSubscriptionsProps {
  state: ImportState
  /** A file chosen or dropped (the caller checks its size and type, then reads it). */
  onFile: (file: File) => void
  /** Leave likely duplicates out of the import (the default). */
  skipDuplicates: boolean
  onSkipDuplicatesChange: (skip: boolean) => void
  onConfirm: () => void
  /** Back to choosing a file. */
  onChooseAnother: () => void
  /** The CSV template to download. */
  templateHref: string
  templateFileName: string
  /** Where 'View Subscriptions' goes. */
  subscriptionsHref: string
}

const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

const hasErrors = (row: ImportPreviewRow) => Object.keys(row.errors).length > 0

/** The rows an import saves, as the server counts them. */
export function rowsToImport(preview: ImportPreview, skipDuplicates: boolean): number {
  return preview.rows.filter((row) => !(skipDuplicates && row.duplicate)).length
}

const dateText = (value: string) => (parseIsoDate(value) ? formatDate(value) : value || '—')

function ChooseFile({
  reading = false,
  error,
  onFile,
  templateHref,
  templateFileName,
}: {
  reading?: boolean
  error?: string
  onFile: (file: File) => void
  templateHref: string
  templateFileName: string
}) {
  return (
    <Section aria-labelledby="import-choose">
      <Heading level={2} size="md" id="import-choose">
        Choose a file to import
      </Heading>
      <p>
        A CSV with the columns of the template, a Recur JSON export, a Wallos JSON export or a
        SubTrackr CSV export, up to {megabytes(MAX_IMPORT_BYTES)}. Nothing is saved until you have
        checked every row.
      </p>
      {error && (
        <Banner tone="danger" title="This file cannot be imported">
          {error}
        </Banner>
      )}
      <Drop
        isDisabled={reading}
        aria-label="Drop a CSV or JSON file here"
        getDropOperation={() => 'copy'}
        onDrop={(event) => {
          const item = event.items.find((dropped) => dropped.kind === 'file')
          if (item?.kind === 'file') void item.getFile().then(onFile)
        }}
      >
        {reading ? (
          <Busy role="status">
            <Spinner />
            Reading your file…
          </Busy>
        ) : (
          <>
            <DropLabel aria-hidden>Drop a CSV or JSON file here</DropLabel>
            <span>or</span>
            <FileTrigger
              acceptedFileTypes={[...IMPORT_ACCEPT]}
              onSelect={(files) => {
                const file = files?.[0]
                if (file) onFile(file)
              }}
            >
              <Button variant="secondary">Choose file</Button>
            </FileTrigger>
          </>
        )}
      </Drop>
      <p>
        Starting from a spreadsheet?{' '}
        <Link href={templateHref} download={templateFileName}>
          Download the CSV template
        </Link>
        : one row per subscription, dates as YYYY-MM-DD.
      </p>
    </Section>
  )
}

function RowNotes({ row, skipDuplicates }: { row: ImportPreviewRow; skipDuplicates: boolean }) {
  const notes = Object.values(row.errors)
    .flat()
    .map((message) => (
      <Note key={message} $tone="danger">
        {message}
      </Note>
    ))
  if (row.duplicate) {
    notes.push(
      <Note key="duplicate" $tone="warning">
        {skipDuplicates ? 'Likely duplicate: left out' : 'Likely duplicate: imported again'}
      </Note>,
    )
  }
  if (row.renews_line !== null) {
    notes.push(
      <Note key="renews" $tone="muted">
        Renews line {row.renews_line}
      </Note>,
    )
  }
  if (row.is_paid) {
    notes.push(
      <Note key="paid" $tone="muted">
        Paid through Recur
      </Note>,
    )
  }
  if (!hasErrors(row) && !row.duplicate) {
    notes.unshift(
      <Note key="ready" $tone="success">
        Ready
      </Note>,
    )
  }
  return <Notes>{notes}</Notes>
}

const mappingOf = (row: ImportPreviewRow, field: 'currency' | 'category') =>
  row.mappings.find((mapping) => mapping.field === field)

/** The preview's columns, in order: the table's headers and, on a phone, each card's labels. */
const COLUMNS = {
  line: 'Line',
  name: 'Name',
  amount: 'Amount',
  category: 'Category',
  start: 'Start Date',
  end: 'End Date',
  autoRenew: 'Auto-Renew',
  note: 'Note',
  check: 'Check',
} as const

function PreviewTable({
  preview,
  skipDuplicates,
}: {
  preview: ImportPreview
  skipDuplicates: boolean
}) {
  const [page, setPage] = useState(1)
  const lastPage = Math.max(1, Math.ceil(preview.rows.length / IMPORT_PREVIEW_PAGE_SIZE))
  const current = Math.min(page, lastPage)
  const rows = preview.rows.slice(
    (current - 1) * IMPORT_PREVIEW_PAGE_SIZE,
    current * IMPORT_PREVIEW_PAGE_SIZE,
  )
  return (
    <>
      <Preview>
        <Scroll>
          <Grid>
            <caption>
              <VisuallyHidden>Rows of {preview.file_name}, as they will be saved</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                {Object.values(COLUMNS).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const currency = mappingOf(row, 'currency')
                const category = mappingOf(row, 'category')
                return (
                  <tr key={row.line} data-invalid={hasErrors(row) || undefined}>
                    <td data-cell="line">
                      <CellLabel>{COLUMNS.line}</CellLabel> {row.line}
                    </td>
                    {/* A card's title: the row's name needs no label. */}
                    <th scope="row" data-cell="name">
                      {row.name || '—'}
                    </th>
                    <td data-nowrap>
                      <CellLabel>{COLUMNS.amount}</CellLabel>
                      {formatAmount(row.amount, {
                        currency: row.currency ? findCurrency(row.currency, CURRENCIES) : null,
                      })}
                      {currency && (
                        <Mapped>
                          {currency.from || 'No currency'} → {currency.to}
                        </Mapped>
                      )}
                    </td>
                    <td>
                      <CellLabel>{COLUMNS.category}</CellLabel>
                      {row.category}
                      {category && (
                        <Mapped>
                          {category.from} → {category.to}
                        </Mapped>
                      )}
                    </td>
                    <td data-nowrap>
                      <CellLabel>{COLUMNS.start}</CellLabel>
                      {dateText(row.start_date)}
                    </td>
                    <td data-nowrap>
                      <CellLabel>{COLUMNS.end}</CellLabel>
                      {dateText(row.end_date)}
                    </td>
                    <td>
                      <CellLabel>{COLUMNS.autoRenew}</CellLabel>
                      {row.auto_renew ? 'Yes' : 'No'}
                    </td>
                    <td data-cell="note" data-empty={!row.description || undefined}>
                      {row.description && (
                        <>
                          <CellLabel>{COLUMNS.note}</CellLabel>
                          {row.description}
                        </>
                      )}
                    </td>
                    <td data-cell="check">
                      <CellLabel>{COLUMNS.check}</CellLabel>
                      <RowNotes row={row} skipDuplicates={skipDuplicates} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </Grid>
        </Scroll>
      </Preview>
      {lastPage > 1 && (
        <Pagination
          aria-label="Pages of the preview"
          currentPage={current}
          lastPage={lastPage}
          onPageChange={setPage}
        />
      )}
    </>
  )
}

function PreviewStep({
  preview,
  importing = false,
  error,
  skipDuplicates,
  onSkipDuplicatesChange,
  onConfirm,
  onChooseAnother,
}: {
  preview: ImportPreview
  importing?: boolean
  error?: string
  skipDuplicates: boolean
  onSkipDuplicatesChange: (skip: boolean) => void
  onConfirm: () => void
  onChooseAnother: () => void
}) {
  const toImport = rowsToImport(preview, skipDuplicates)
  const renewals = preview.rows.filter(
    (row) => row.renews_line !== null && !(skipDuplicates && row.duplicate),
  ).length
  const overLimit = preview.renewals.allowed !== null && renewals > preview.renewals.allowed
  const mapped = preview.rows.filter((row) => row.mappings.length > 0).length
  const blocked = preview.counts.errors > 0 || overLimit || toImport === 0
  return (
    <Section aria-labelledby="import-preview">
      <Heading level={2} size="md" id="import-preview">
        Check what will be imported
      </Heading>
      <Facts aria-label="About this file">
        <li>
          <strong>{preview.file_name}</strong> ({IMPORT_FORMAT_LABELS[preview.format]})
        </li>
        <li>{countOf(preview.counts.rows, 'row')}</li>
        <li>{countOf(preview.counts.errors, 'row')} with errors</li>
        <li>{countOf(preview.counts.duplicates, 'likely duplicate')}</li>
        <li>{countOf(mapped, 'row')} with values changed</li>
      </Facts>
      {preview.counts.errors > 0 && (
        <Banner tone="danger" title={`${countOf(preview.counts.errors, 'row')} with errors`}>
          {messages.importHasErrors}
        </Banner>
      )}
      {overLimit && <Banner tone="danger">{messages.importRenewalLimit}</Banner>}
      {error && <Banner tone="danger">{error}</Banner>}
      {mapped > 0 && (
        <Banner tone="warning" live="none">
          Values Recur does not keep are changed to ones it does: each row shows what it had and
          what it becomes.
        </Banner>
      )}
      {preview.counts.duplicates > 0 && (
        <Checkbox
          isSelected={skipDuplicates}
          onChange={onSkipDuplicatesChange}
          isDisabled={importing}
        >
          Leave out likely duplicates ({preview.counts.duplicates})
        </Checkbox>
      )}
      <PreviewTable preview={preview} skipDuplicates={skipDuplicates} />
      <Actions>
        <Button
          onPress={onConfirm}
          isDisabled={blocked}
          isPending={importing}
          pendingLabel="Importing…"
        >
          Import {countOf(toImport, 'subscription')}
        </Button>
        <Button variant="secondary" onPress={onChooseAnother} isDisabled={importing}>
          Choose another file
        </Button>
      </Actions>
    </Section>
  )
}

function DoneStep({
  result,
  subscriptionsHref,
  onChooseAnother,
}: {
  result: ImportResult
  subscriptionsHref: string
  onChooseAnother: () => void
}) {
  return (
    <Done role="status">
      <CheckCircleIcon />
      <Heading level={2} size="md">
        {result.already_imported
          ? messages.importAlreadyDone
          : `${countOf(result.imported, 'subscription')} imported`}
      </Heading>
      {result.skipped > 0 && (
        <p>{countOf(result.skipped, 'likely duplicate was', 'likely duplicates were')} left out.</p>
      )}
      <Actions>
        <ButtonLink href={subscriptionsHref}>View Subscriptions</ButtonLink>
        <Button variant="secondary" onPress={onChooseAnother}>
          Import another file
        </Button>
      </Actions>
    </Done>
  )
}

/**
 * Importing subscriptions (issue 16): choose a file (or drop it), check every row as it will be
 * saved (errors in the spec's words, likely duplicates, values changed), import, see the
 * result. Pure: the caller reads the file, asks the server and says where things are.
 */
export function ImportSubscriptions({
  state,
  onFile,
  skipDuplicates,
  onSkipDuplicatesChange,
  onConfirm,
  onChooseAnother,
  templateHref,
  templateFileName,
  subscriptionsHref,
}: ImportSubscriptionsProps) {
  if (state.step === 'done') {
    return (
      <DoneStep
        result={state.result}
        subscriptionsHref={subscriptionsHref}
        onChooseAnother={onChooseAnother}
      />
    )
  }
  if (state.step === 'preview') {
    return (
      <PreviewStep
        preview={state.preview}
        importing={state.importing}
        error={state.error}
        skipDuplicates={skipDuplicates}
        onSkipDuplicatesChange={onSkipDuplicatesChange}
        onConfirm={onConfirm}
        onChooseAnother={onChooseAnother}
      />
    )
  }
  return (
    <ChooseFile
      reading={state.reading}
      error={state.error}
      onFile={onFile}
      templateHref={templateHref}
      templateFileName={templateFileName}
    />
  )
}
