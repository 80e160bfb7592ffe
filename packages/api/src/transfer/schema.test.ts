import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { messages } from '../messages'
import { exportFileName } from './files'
import {
  exportedSubscriptionSchema,
  isIsoInstant,
  statementRequestSchema,
  subscriptionsExportRequestSchema,
  subscriptionsExportSchema,
} from './schema'
import { isStatementRangeAllowed, statementCsvHeader } from './statement'
import {
  EXPORTED_SUBSCRIPTION_FIELDS,
  SUBSCRIPTION_CSV_COLUMNS,
  subscriptionCsvHeader,
  subscriptionCsvLine,
  type ExportedSubscription,
  type SubscriptionsExport,
} from './subscriptions'

const period = (overrides: Partial<ExportedSubscription> = {}): ExportedSubscription => ({
  id: 'a1',
  parent_id: null,
  name: 'Netflix Premium',
  amount: 4500.5,
  currency: 'NGN',
  category: 'Entertainment',
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  auto_renew: true,
  note: null,
  kind: 'tracked',
  created_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-10-01T08:00:00.000Z',
  ...overrides,
})

const doc = (rows: ExportedSubscription[]): SubscriptionsExport => ({
  format: 'recur.subscriptions',
  version: 1,
  exported_at: '2026-11-24T21:40:00.000Z',
  subscriptions: rows,
})

/** The first message the schema gives, or null when the value is valid. */
function firstError(schema: { validateSync: (v: unknown) => unknown }, value: unknown) {
  try {
    schema.validateSync(value)
    return null
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0]
    throw error
  }
}

describe('subscriptionsExportSchema', () => {
  it('takes a document with a chain: a first period and its renewal', () => {
    const rows = [period(), period({ id: 'b2', parent_id: 'a1', kind: 'paid', note: 'renewed' })]
    expect(subscriptionsExportSchema.validateSync(doc(rows))).toEqual(doc(rows))
  })

  it('takes a period that ended long ago (history is not a new subscription)', () => {
    const old = period({ start_date: '2019-01-01', end_date: '2019-01-31' })
    expect(firstError(subscriptionsExportSchema, doc([old]))).toBeNull()
  })

  it('refuses a renewal whose first period is missing or comes after it', () => {
    const renewal = period({ id: 'b2', parent_id: 'a1' })
    expect(firstError(subscriptionsExportSchema, doc([renewal]))).toBe(
      messages.transferParentUnknown,
    )
    expect(firstError(subscriptionsExportSchema, doc([renewal, period()]))).toBe(
      messages.transferParentUnknown,
    )
    // A renewal names the root, never another renewal.
    const second = period({ id: 'c3', parent_id: 'b2' })
    expect(firstError(subscriptionsExportSchema, doc([period(), renewal, second]))).toBe(
      messages.transferParentUnknown,
    )
  })

  it('refuses an id given twice', () => {
    expect(firstError(subscriptionsExportSchema, doc([period(), period()]))).toBe(
      messages.transferIdRepeated,
    )
  })

  it('refuses other JSON and other versions', () => {
    expect(firstError(subscriptionsExportSchema, { ...doc([]), format: 'wallos' })).toBe(
      messages.transferNotRecur,
    )
    expect(firstError(subscriptionsExportSchema, { ...doc([]), format: undefined })).toBe(
      messages.transferNotRecur,
    )
    expect(firstError(subscriptionsExportSchema, { ...doc([]), version: 2 })).toBe(
      messages.transferVersionUnsupported,
    )
  })

  it.each<[string, Partial<Record<keyof ExportedSubscription, unknown>>, string]>([
    ['an empty name', { name: '  ' }, messages.subscriptionNameRequired],
    ['an amount as text', { amount: '4500' }, messages.amountNotANumber],
    ['a negative amount', { amount: -1 }, messages.amountMin],
    ['fractions of a kobo', { amount: 1.005 }, messages.amountDecimals],
    ['an unknown currency', { currency: 'JPY' }, messages.currencyUnsupported],
    ['a date not in ISO form', { start_date: '01/10/2026' }, messages.invalidDate],
    ['an end before the start', { end_date: '2026-09-30' }, messages.endBeforeStart],
    ['an unknown kind', { kind: 'free' }, messages.transferKindUnknown],
    ['a created_at without a zone', { created_at: '2026-10-01 08:00' }, messages.invalidInstant],
  ])('refuses a period with %s, in the spec’s words', (_, change, message) => {
    expect(firstError(exportedSubscriptionSchema, { ...period(), ...change })).toBe(message)
  })

  it('needs every field: none of them may be left out', () => {
    for (const field of EXPORTED_SUBSCRIPTION_FIELDS) {
      const row: Record<string, unknown> = { ...period() }
      delete row[field]
      expect(firstError(exportedSubscriptionSchema, row), field).not.toBeNull()
    }
  })
})

describe('the CSV of subscriptions', () => {
  it('has a header of every JSON field and the computed status', () => {
    expect(subscriptionCsvHeader()).toBe(
      'id,parent_id,name,amount,currency,category,start_date,end_date,auto_renew,note,kind,created_at,updated_at,status\r\n',
    )
    expect(SUBSCRIPTION_CSV_COLUMNS).toEqual([...EXPORTED_SUBSCRIPTION_FIELDS, 'status'])
  })

  it('writes a period in the header’s order, its name made inert', () => {
    const row = period({ name: '=HYPERLINK("http://x","y")', note: 'a, b' })
    expect(subscriptionCsvLine(row, 'expired')).toBe(
      `a1,,"'=HYPERLINK(""http://x"",""y"")",4500.5,NGN,Entertainment,2026-10-01,2026-10-31,true,"a, b",tracked,2026-10-01T08:00:00.000Z,2026-10-01T08:00:00.000Z,expired\r\n`,
    )
  })
})

describe('the wallet statement', () => {
  it('has its columns in order', () => {
    expect(statementCsvHeader()).toBe(
      'date,time,type,status,description,reference,amount,currency\r\n',
    )
  })

  it('covers at most 2 years', () => {
    expect(isStatementRangeAllowed('2024-02-29', '2026-02-28')).toBe(true)
    expect(isStatementRangeAllowed('2024-02-29', '2026-03-01')).toBe(false)
    expect(isStatementRangeAllowed('9999-01-01', '9999-12-31')).toBe(true)
    expect(isStatementRangeAllowed('2026-11-01', '2028-10-31')).toBe(true)
    expect(isStatementRangeAllowed('2026-11-01', '2028-11-01')).toBe(false)
    expect(isStatementRangeAllowed('2026-11-02', '2026-11-01')).toBe(false)
  })

  it.each<[string, Record<string, unknown>, string | null]>([
    ['a month', { from: '2026-11-01', to: '2026-11-30' }, null],
    ['one day', { from: '2026-11-15', to: '2026-11-15' }, null],
    ['no from', { to: '2026-11-30' }, messages.statementFromRequired],
    ['no to', { from: '2026-11-01' }, messages.statementToRequired],
    ['a date that does not exist', { from: '2026-02-30', to: '2026-03-01' }, messages.invalidDate],
    ['a reversed range', { from: '2026-11-30', to: '2026-11-01' }, messages.statementToBeforeFrom],
    ['a huge range', { from: '1900-01-01', to: '9999-12-31' }, messages.statementRangeTooLong],
  ])('checks the range: %s', (_, body, message) => {
    expect(firstError(statementRequestSchema, body)).toBe(message)
  })
})

describe('the export request', () => {
  it('takes csv or json only', () => {
    expect(firstError(subscriptionsExportRequestSchema, { format: 'csv' })).toBeNull()
    expect(firstError(subscriptionsExportRequestSchema, { format: 'json' })).toBeNull()
    expect(firstError(subscriptionsExportRequestSchema, { format: 'xlsx' })).toBe(
      messages.exportFormatRequired,
    )
    expect(firstError(subscriptionsExportRequestSchema, {})).toBe(messages.exportFormatRequired)
  })
})

describe('file names', () => {
  it('carry the date', () => {
    expect(exportFileName({ kind: 'subscriptions', format: 'csv' }, '2026-11-24')).toBe(
      'recur-subscriptions-2026-11-24.csv',
    )
    expect(exportFileName({ kind: 'subscriptions', format: 'json' }, '2026-11-24')).toBe(
      'recur-subscriptions-2026-11-24.json',
    )
    expect(
      exportFileName({ kind: 'statement', from: '2026-11-01', to: '2026-11-30' }, '2026-11-24'),
    ).toBe('recur-wallet-statement-2026-11-01-to-2026-11-30.csv')
  })
})

describe('isIsoInstant', () => {
  it('takes instants with an offset and refuses the rest', () => {
    expect(isIsoInstant('2026-11-24T21:40:00Z')).toBe(true)
    expect(isIsoInstant('2026-11-24T22:40:00.123+01:00')).toBe(true)
    expect(isIsoInstant('2026-11-24T21:40:00')).toBe(false)
    expect(isIsoInstant('2026-02-30T00:00:00Z')).toBe(false)
    expect(isIsoInstant(1764020400000)).toBe(false)
  })
})
