// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  IMPORT_TEMPLATE_COLUMNS,
  IMPORT_TEMPLATE_CSV,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '../importing'
import { messages } from '../messages'
import { SUBTRACKR_EXPORT, WALLOS_EXPORT } from '../mocks/importFiles'
import { escapeFormula } from '../transfer/csv'
import {
  SUBSCRIPTIONS_EXPORT_FORMAT,
  SUBSCRIPTIONS_EXPORT_VERSION,
  type ExportedSubscription,
  type SubscriptionsExport,
} from '../transfer/subscriptions'
import { amountFromText, cycleFrom, periodBefore, periodFrom } from './candidate'
import { parseCsv } from './csv'
import { ImportFileError, type ImportFileFault } from './errors'
import { readImportFile } from './formats'
import { prepareImportRows } from './rows'

const bytes = (text: string) => new TextEncoder().encode(text)
const read = (text: string) => {
  const file = readImportFile(bytes(text))
  return { format: file.format, rows: prepareImportRows(file.candidates) }
}
const refusal = (run: () => unknown): ImportFileFault | undefined => {
  try {
    run()
  } catch (error) {
    if (error instanceof ImportFileError) return error.fault
    throw error
  }
  return undefined
}

describe('parseCsv', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF or LF, skipping blank lines', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,2,3\n'
    expect(parseCsv(text, 10)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, cells: ['1', '2', '3'] },
    ])
  })

  it('reads a semicolon-separated file (a spreadsheet in a European locale)', () => {
    expect(parseCsv('name;amount\nNetflix;4,50\n', 10)).toEqual([
      { line: 1, cells: ['name', 'amount'] },
      { line: 2, cells: ['Netflix', '4,50'] },
    ])
  })

  it('refuses a quoted cell that never closes, and more records than asked for', () => {
    expect(refusal(() => parseCsv('a,b\n"open,1\n', 10))).toBe('malformed-csv')
    expect(refusal(() => parseCsv('a\n1\n2\n3\n', 3))).toBe('too-many-rows')
    expect(parseCsv('a\n1\n2\n', 3)).toHaveLength(3)
  })
})

describe('reading text', () => {
  it('reads amounts as spreadsheets write them, and keeps what is not one as text', () => {
    expect(amountFromText('4400')).toBe(4400)
    expect(amountFromText('4,400.50')).toBe(4400.5)
    expect(amountFromText('59,99')).toBe(59.99)
    expect(amountFromText('1.234,50')).toBe(1234.5)
    expect(amountFromText('')).toBeUndefined()
    expect(amountFromText('abc')).toBe('abc')
    expect(amountFromText('1,2,3')).toBe('1,2,3')
  })

  it('reads billing cycles and the period a next payment ends', () => {
    expect(cycleFrom('Monthly')).toEqual({ unit: 'month', every: 1 })
    expect(cycleFrom('Every 2 Weeks')).toEqual({ unit: 'week', every: 2 })
    expect(cycleFrom('Every 2 Quarters')).toEqual({ unit: 'month', every: 6 })
    expect(cycleFrom('Annual')).toEqual({ unit: 'year', every: 1 })
    expect(cycleFrom('whenever')).toEqual({ unit: 'month', every: 1 })
    expect(periodBefore('2026-03-31', cycleFrom('Monthly'))).toEqual({
      start: '2026-02-28',
      end: '2026-03-30',
    })
    expect(periodFrom('2026-01-31', cycleFrom('Monthly'))).toEqual({
      start: '2026-01-31',
      end: '2026-02-27',
    })
  })
})

describe('files that cannot be imported', () => {
  it('are refused as a whole, each with its own words', () => {
    const latin1 = Uint8Array.from([...bytes('name,amount\nCaf'), 0xe9, ...bytes(',1\n')])
    expect(refusal(() => readImportFile(latin1))).toBe('not-utf8')
    expect(refusal(() => readImportFile(new Uint8Array(MAX_IMPORT_BYTES + 1)))).toBe('too-large')
    expect(refusal(() => readImportFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0])))).toBe(
      'unknown-format',
    )
    expect(refusal(() => read(''))).toBe('empty')
    expect(refusal(() => read('  \n'))).toBe('empty')
    expect(refusal(() => read('{"foo": 1}'))).toBe('unknown-format')
    expect(refusal(() => read('[]'))).toBe('empty')
    expect(refusal(() => read('{"name": '))).toBe('malformed-json')
    expect(refusal(() => read('title,price\nx,1\n'))).toBe('unknown-format')
    expect(refusal(() => read('name,amount,start_date,end_date\n'))).toBe('empty')
    expect(new ImportFileError('not-utf8').message).toBe(messages.importNotUtf8)
  })

  it('stop at the row cap, so a million rows is never read', () => {
    const row = 'a,1,NGN,2026-01-01,2026-01-31\n'
    const header = 'name,amount,currency,start_date,end_date\n'
    expect(read(header + row.repeat(MAX_IMPORT_ROWS)).rows).toHaveLength(MAX_IMPORT_ROWS)
    expect(refusal(() => read(header + row.repeat(MAX_IMPORT_ROWS + 1)))).toBe('too-many-rows')
    const list = JSON.stringify(
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ Name: 'a', Price: '$1' })),
    )
    expect(refusal(() => read(list))).toBe('too-many-rows')
  })
})

describe('the CSV template', () => {
  it('has the documented columns, and reads as Recur CSV with every example row valid', () => {
    expect(IMPORT_TEMPLATE_CSV.replace('\uFEFF', '').split('\r\n')[0]).toBe(
      IMPORT_TEMPLATE_COLUMNS.join(','),
    )
    const { format, rows } = read(IMPORT_TEMPLATE_CSV)
    expect(format).toBe('recur-csv')
    expect(rows.map((row) => [row.line, row.name, row.amount, row.currency, row.errors])).toEqual([
      [2, 'Netflix Premium', 4400, 'NGN', {}],
      [3, 'Spotify', 10.99, 'USD', {}],
    ])
    expect(rows[0]).toMatchObject({ category: 'Entertainment', description: 'Family plan' })
    expect(rows[1]).toMatchObject({ category: null, auto_renew: false, description: null })
  })

  it("says what is wrong with a row in the spec's words, and lets an ended period in", () => {
    const { rows } = read(
      [
        'name,amount,currency,start_date,end_date,auto_renew',
        ',abc,NGN,2026-02-01,2026-01-01,true',
        'Showmax,2900,,01/02/2026,2026-03-01,maybe',
        'Old gym,5000,NGN,2020-01-01,2020-12-31,false',
        'Bad currency,5,XYZ,2026-01-01,2026-01-31,',
      ].join('\n'),
    )
    expect(rows[0]!.errors).toEqual({
      name: [messages.subscriptionNameRequired],
      amount: [messages.amountNotANumber],
      end_date: [messages.endBeforeStart],
    })
    expect(rows[1]!.errors).toEqual({
      auto_renew: [messages.importAutoRenewInvalid],
      currency: [messages.currencyRequired],
      start_date: [messages.invalidDate],
    })
    expect(rows[2]!.errors).toEqual({})
    // A currency Recur does not keep is saved as NGN, visibly.
    expect(rows[3]).toMatchObject({
      errors: {},
      currency: 'NGN',
      mappings: [{ field: 'currency', from: 'XYZ', to: 'NGN' }],
    })
  })

  it('keeps a formula as the text it is; a Recur export’s escape comes off', () => {
    const formula = '=HYPERLINK("http://example.com","Click")'
    const quoted = `"${formula.replaceAll('"', '""')}"`
    const { rows } = read(
      `name,amount,currency,start_date,end_date\n${quoted},1,NGN,2026-01-01,2026-01-31\n`,
    )
    expect(rows[0]!.name).toBe(formula)
    const escaped = `"${escapeFormula(formula).replaceAll('"', '""')}"`
    const exported = read(
      `name,amount,currency,start_date,end_date\n${escaped},1,NGN,2026-01-01,2026-01-31\n`,
    )
    expect(exported.rows[0]!.name).toBe(formula)
  })
})

describe("Recur's JSON export", () => {
  const period = (overrides: Partial<ExportedSubscription>): ExportedSubscription => ({
    id: 'a1',
    parent_id: null,
    name: 'Netflix Premium',
    amount: 4400,
    currency: 'NGN',
    category: 'Entertainment',
    start_date: '2026-01-01',
    end_date: '2026-01-31',
    auto_renew: true,
    note: null,
    kind: 'tracked',
    created_at: '2026-01-01T09:00:00.000Z',
    updated_at: '2026-01-02T09:00:00.000Z',
    ...overrides,
  })
  const document = (subscriptions: ExportedSubscription[]): SubscriptionsExport => ({
    format: SUBSCRIPTIONS_EXPORT_FORMAT,
    version: SUBSCRIPTIONS_EXPORT_VERSION,
    exported_at: '2026-11-15T10:00:00.000Z',
    subscriptions,
  })

  it('reads back every field, renewal chains and paid rows included', () => {
    const periods = [
      period({}),
      period({
        id: 'a2',
        parent_id: 'a1',
        start_date: '2026-02-01',
        end_date: '2026-02-28',
        note: 'Kept, "quoted"',
      }),
      period({
        id: 'a3',
        parent_id: 'a1',
        amount: 4999.99,
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        auto_renew: false,
      }),
      period({
        id: 'b1',
        name: 'DStv Compact',
        currency: 'NGN',
        category: 'TV',
        kind: 'paid',
        amount: 15700,
      }),
      period({
        id: 'c1',
        name: '=HYPERLINK("http://x","y")',
        currency: 'USD',
        amount: 0,
        category: 'Others',
      }),
    ]
    const { format, rows } = read(JSON.stringify(document(periods)))
    expect(format).toBe('recur-json')
    expect(rows.map((row) => row.errors)).toEqual(periods.map(() => ({})))
    expect(
      rows.map((row) => ({
        name: row.name,
        amount: row.amount,
        currency: row.currency,
        category: row.category,
        start_date: row.start_date,
        end_date: row.end_date,
        auto_renew: row.auto_renew,
        note: row.description,
        kind: row.is_paid ? 'paid' : 'tracked',
        created_at: row.created_at?.toISOString(),
        updated_at: row.updated_at?.toISOString(),
      })),
    ).toEqual(periods.map(({ id: _id, parent_id: _parent, ...rest }) => rest))
    expect(rows.map((row) => row.renewsLine)).toEqual([null, 1, 1, null, null])
  })

  it('follows a chain written by hand to its first period, and ignores a parent it lacks', () => {
    const { rows } = read(
      JSON.stringify(
        document([
          period({}),
          period({ id: 'a2', parent_id: 'a1' }),
          period({ id: 'a3', parent_id: 'a2' }),
          period({ id: 'x', parent_id: 'missing' }),
          period({ id: 'l1', parent_id: 'l2' }),
          period({ id: 'l2', parent_id: 'l1' }),
        ]),
      ),
    )
    expect(rows.map((row) => row.renewsLine)).toEqual([null, 1, 1, null, null, null])
  })

  it('refuses a version it does not know', () => {
    const future = { ...document([period({})]), version: SUBSCRIPTIONS_EXPORT_VERSION + 1 }
    expect(refusal(() => read(JSON.stringify(future)))).toBe('unknown-format')
  })
})

describe('a Wallos export', () => {
  it('reads each subscription as the period its next payment ends', () => {
    const { format, rows } = read(WALLOS_EXPORT)
    expect(format).toBe('wallos-json')
    expect(
      rows.map((row) => [
        row.name,
        row.amount,
        row.currency,
        row.start_date,
        row.end_date,
        row.auto_renew,
      ]),
    ).toEqual([
      ['Netflix', 15.49, 'USD', '2026-11-05', '2026-12-04', true],
      ['Spotify Family', 17.99, 'EUR', '2026-11-20', '2026-12-19', true],
      ['Google One', 19.99, 'GBP', '2026-03-01', '2027-02-28', false],
      ['City Gym', 599, 'NGN', '2026-10-10', '2027-01-09', true],
      ['DStv Premium', 37000, 'NGN', '2026-11-01', '2026-11-30', false],
    ])
    expect(rows.every((row) => Object.keys(row.errors).length === 0)).toBe(true)
    expect(rows[0]).toMatchObject({
      category: 'Entertainment',
      description: 'Family plan https://www.netflix.com',
    })
    expect(rows[3]!.mappings).toEqual([{ field: 'currency', from: 'kr', to: 'NGN' }])
    expect(rows[3]!.category).toBe('Health & Fitness')
  })

  it("reads the export endpoint's own answer too", () => {
    const wrapped = JSON.stringify({ success: true, subscriptions: JSON.parse(WALLOS_EXPORT) })
    expect(read(wrapped).rows.map((row) => row.name)).toEqual(
      read(WALLOS_EXPORT).rows.map((row) => row.name),
    )
  })
})

describe('a SubTrackr export', () => {
  it('reads each subscription as the period its renewal date ends', () => {
    const { format, rows } = read(SUBTRACKR_EXPORT)
    expect(format).toBe('subtrackr-csv')
    expect(
      rows.map((row) => [
        row.line,
        row.name,
        row.amount,
        row.currency,
        row.start_date,
        row.end_date,
        row.auto_renew,
      ]),
    ).toEqual([
      [2, 'Netflix', 15.49, 'USD', '2026-11-05', '2026-12-04', true],
      [3, 'Notion', 96, 'USD', '2026-06-15', '2027-06-14', true],
      [4, 'Duolingo Super', 4000, 'NGN', '2026-09-01', '2026-10-31', false],
      [5, 'Headspace', 12.99, 'NGN', '2026-11-01', '2026-11-30', false],
    ])
    expect(rows.every((row) => Object.keys(row.errors).length === 0)).toBe(true)
    expect(rows[1]!.description).toBe('Team plan, 2 seats')
    expect(rows[3]!.mappings).toEqual([{ field: 'currency', from: 'CAD', to: 'NGN' }])
  })
})
