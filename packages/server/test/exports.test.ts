import {
  messages,
  STATEMENT_CSV_COLUMNS,
  SUBSCRIPTION_CSV_COLUMNS,
  subscriptionsExportSchema,
  type ExportTicket,
  type SubscriptionsExport,
} from '@recur/api'
import { describe, expect, it } from 'vitest'
import { createClock } from '../src/domain/clock'
import { createExportService } from '../src/services/exports'
import { EXPORT_TICKET_SECONDS } from '../src/services/exportTickets'
import { useTestServer } from './helpers/app'
import { csvRecords, parseCsv } from './helpers/csv'
import { failure, signUp } from './helpers/server'
import { jsonHeaders, NOW, subscriptionBody, TODAY } from './helpers/subscriptions'

let current = NOW
const server = useTestServer({ now: () => current })

type Envelope = { status: number; message: string; errors?: Record<string, string[]> }

/** The file a ticket names, fetched as the browser's download does (no bearer token). */
const fetchFile = (ticket: string) => fetch(server.api().downloadExport({ ticket }))

async function download(ticket: Promise<{ data: ExportTicket }>) {
  const response = await fetchFile((await ticket).data.ticket)
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

const BOM = '\uFEFF'
const body = (text: string) => {
  expect(text.startsWith(BOM)).toBe(true)
  return text.slice(BOM.length)
}

/** A user with a tracked subscription, its renewal, and a second subscription. */
async function userWithChain(name = 'Netflix Premium') {
  const user = await signUp(server)
  const api = server.api(user.token)
  const root = (await api.createSubscription(subscriptionBody({ name }))).data
  const renewal = (await api.renewSubscription(root.id)).data
  const other = (
    await api.createSubscription(
      subscriptionBody({ name: 'DStv, Compact', currency: 'USD', amount: 12.3, description: null }),
    )
  ).data
  return { user, api, root, renewal, other }
}

describe('GET /api/exports/download: subscriptions', () => {
  it('streams a UTF-8 CSV with a BOM, every period in the columns of the transfer format', async () => {
    const { api, root, renewal, other } = await userWithChain()
    const { response, bytes, text } = await download(api.exportSubscriptions({ format: 'csv' }))
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="recur-subscriptions-${TODAY}.csv"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header] = parseCsv(body(text))
    expect(header).toEqual([...SUBSCRIPTION_CSV_COLUMNS])
    const records = csvRecords(body(text))
    // First periods, oldest first, then renewals: a chain's root comes before its renewals.
    expect(records.map((r) => r.id)).toEqual([root.id, other.id, renewal.id])
    expect(records[0]).toEqual({
      id: root.id,
      parent_id: '',
      name: 'Netflix Premium',
      amount: '7000.5',
      currency: 'NGN',
      category: root.category.name,
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      auto_renew: String(root.auto_renew),
      note: 'Family plan',
      kind: 'tracked',
      created_at: root.created_at,
      updated_at: expect.any(String),
      status: 'active',
    })
    expect(records[1]).toMatchObject({
      name: 'DStv, Compact',
      amount: '12.3',
      currency: 'USD',
      note: '',
    })
    expect(records[2]).toMatchObject({ parent_id: root.id, start_date: renewal.start_date })
    expect(text.endsWith('\r\n')).toBe(true)
  })

  it('streams Recur’s JSON document, which the transfer schema reads back whole', async () => {
    const { api, root, renewal, other } = await userWithChain()
    const { response, text } = await download(api.exportSubscriptions({ format: 'json' }))
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="recur-subscriptions-${TODAY}.json"`,
    )
    const doc = JSON.parse(text) as SubscriptionsExport
    await expect(subscriptionsExportSchema.validate(doc)).resolves.toBeDefined()
    expect(doc).toMatchObject({
      format: 'recur.subscriptions',
      version: 1,
      exported_at: NOW.toISOString(),
    })
    const listed = (await api.listSubscriptions()).data.data
    expect(doc.subscriptions).toHaveLength(3)
    for (const period of doc.subscriptions) {
      const row = listed.find((r) => r.id === period.id)
      expect(period).toEqual({
        id: row?.id,
        parent_id: row?.parent_id,
        name: row?.name,
        amount: row?.amount,
        currency: row?.currency_code,
        category: row?.category.name,
        start_date: row?.start_date,
        end_date: row?.end_date,
        auto_renew: row?.auto_renew,
        note: row?.description ?? null,
        kind: row?.is_paid ? 'paid' : 'tracked',
        created_at: row?.created_at,
        updated_at: row?.updated_at,
      })
    }
    expect(doc.subscriptions.map((p) => p.id)).toEqual([root.id, other.id, renewal.id])
  })

  it('writes an empty account as a header alone, or an empty list', async () => {
    const user = await signUp(server)
    const csv = await download(server.api(user.token).exportSubscriptions({ format: 'csv' }))
    expect(body(csv.text)).toBe(`${SUBSCRIPTION_CSV_COLUMNS.join(',')}\r\n`)
    const json = await download(server.api(user.token).exportSubscriptions({ format: 'json' }))
    expect((JSON.parse(json.text) as SubscriptionsExport).subscriptions).toEqual([])
  })

  it('makes a formula in a name inert in the CSV, and keeps it as written in the JSON', async () => {
    const hostile = '=HYPERLINK("http://x","y")'
    const { api } = await userWithChain(hostile)
    const csv = await download(api.exportSubscriptions({ format: 'csv' }))
    expect(body(csv.text)).toContain(`"'=HYPERLINK(""http://x"",""y"")"`)
    for (const record of csvRecords(body(csv.text))) expect(record.name).not.toMatch(/^[=+\-@\t\r]/)
    const json = await download(api.exportSubscriptions({ format: 'json' }))
    expect((JSON.parse(json.text) as SubscriptionsExport).subscriptions[0]?.name).toBe(hostile)
  })

  it('holds the signed-in user’s rows only', async () => {
    const a = await userWithChain('Only Mine')
    const b = await signUp(server)
    await server.api(b.token).createSubscription(subscriptionBody({ name: 'Someone Else' }))
    const csv = await download(a.api.exportSubscriptions({ format: 'csv' }))
    expect(csv.text).not.toContain('Someone Else')
    const json = await download(server.api(b.token).exportSubscriptions({ format: 'json' }))
    const names = (JSON.parse(json.text) as SubscriptionsExport).subscriptions.map((p) => p.name)
    expect(names).toEqual(['Someone Else'])
  })
})

describe('export tickets', () => {
  it('are given to a session only: 401 without one', async () => {
    expect((await failure(server.api().exportSubscriptions({ format: 'csv' }))).status).toBe(401)
    expect(
      (await failure(server.api().exportStatement({ from: '2026-03-01', to: '2026-03-31' })))
        .status,
    ).toBe(401)
    expect(
      (await failure(server.api('x'.repeat(43)).exportSubscriptions({ format: 'json' }))).status,
    ).toBe(401)
  })

  it('refuse a format that is not CSV or JSON with a 422 naming it', async () => {
    const user = await signUp(server)
    const response = await server.raw('/exports/subscriptions', {
      method: 'POST',
      headers: jsonHeaders(user.token),
      body: JSON.stringify({ format: 'xlsx' }),
    })
    expect(response.status).toBe(422)
    expect((response.body as Envelope).errors?.format).toEqual([messages.exportFormatRequired])
  })

  const refused = async (ticket: string) => {
    const response = await fetchFile(ticket)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-disposition')).toBeNull()
    expect(((await response.json()) as Envelope).message).toBe(messages.exportTicketInvalid)
  }

  it('work once', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).exportSubscriptions({ format: 'csv' })
    expect(data.file_name).toBe(`recur-subscriptions-${TODAY}.csv`)
    expect(data.expires_at).toBe(
      new Date(NOW.getTime() + EXPORT_TICKET_SECONDS * 1000).toISOString(),
    )
    expect((await fetchFile(data.ticket)).status).toBe(200)
    await refused(data.ticket)
  })

  it(`expire after ${EXPORT_TICKET_SECONDS} seconds`, async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).exportSubscriptions({ format: 'csv' })
    try {
      current = new Date(NOW.getTime() + EXPORT_TICKET_SECONDS * 1000)
      await refused(data.ticket)
    } finally {
      current = NOW
    }
  })

  it('end with their session', async () => {
    const user = await signUp(server)
    const api = server.api(user.token)
    const { data } = await api.exportSubscriptions({ format: 'csv' })
    await api.logout()
    await refused(data.ticket)
  })

  it('cannot be altered or forged: another file, another session, or garbage', async () => {
    const a = await signUp(server)
    const b = await signUp(server)
    const mine = (await server.api(a.token).exportSubscriptions({ format: 'csv' })).data.ticket
    const theirs = (await server.api(b.token).exportSubscriptions({ format: 'csv' })).data.ticket
    const [payload = '', signature = ''] = mine.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >
    const altered = Buffer.from(
      JSON.stringify({ ...claims, f: { kind: 'subscriptions', format: 'json' } }),
    ).toString('base64url')
    const [, theirSignature = ''] = theirs.split('.')
    for (const ticket of [
      `${altered}.${signature}`,
      `${payload}.${theirSignature}`,
      `${payload}.${signature}.x`,
      'garbage',
      '.',
      'a'.repeat(512),
    ])
      await refused(ticket)
    const long = await fetchFile('a'.repeat(513))
    expect(long.status).toBe(422)
    // The untouched ticket still works: the refusals did not take it.
    expect((await fetchFile(mine)).status).toBe(200)
  })
})

describe('GET /api/exports/download: wallet statement', () => {
  /** Ledger rows made at given instants (the ledger's own code stamps them with now()). */
  async function withTransactions(
    userId: string,
    rows: Array<[string, string, number, string, string]>,
  ) {
    for (const [at, type, kobo, status, description] of rows)
      await server.db.query(
        `insert into wallet_transactions (id, user_id, type, amount_kobo, description, status, reference, channel, created_at)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, 'RCR-T-' || md5(random()::text), 'sandbox', $6)`,
        [userId, type, kobo, description, status, at],
      )
  }

  it('holds the days asked for, in Lagos, with dates in ISO and amounts as numbers', async () => {
    const user = await signUp(server)
    await withTransactions(user.id, [
      ['2026-10-31T22:59:59Z', 'credit', 100_00, 'successful', 'October, Lagos'],
      ['2026-10-31T23:00:00Z', 'credit', 5_000_00, 'successful', 'Wallet funding'],
      ['2026-11-15T12:30:05Z', 'debit', 1_234_56, 'reversed', '-5 refund =cmd'],
      ['2026-11-30T22:59:59Z', 'debit', 99, 'pending', 'DStv Compact, ₦'],
      ['2026-11-30T23:00:00Z', 'credit', 1_00, 'failed', 'December, Lagos'],
    ])
    const { response, text } = await download(
      server.api(user.token).exportStatement({ from: '2026-11-01', to: '2026-11-30' }),
    )
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="recur-wallet-statement-2026-11-01-to-2026-11-30.csv"',
    )
    const [header] = parseCsv(body(text))
    expect(header).toEqual([...STATEMENT_CSV_COLUMNS])
    expect(csvRecords(body(text))).toEqual([
      expect.objectContaining({
        date: '2026-11-01',
        time: '00:00:00',
        type: 'credit',
        amount: '5000',
        description: 'Wallet funding',
      }),
      expect.objectContaining({
        date: '2026-11-15',
        time: '13:30:05',
        type: 'debit',
        status: 'reversed',
        amount: '1234.56',
        description: "'-5 refund =cmd",
      }),
      expect.objectContaining({
        date: '2026-11-30',
        time: '23:59:59',
        status: 'pending',
        amount: '0.99',
        description: 'DStv Compact, ₦',
        currency: 'NGN',
      }),
    ])
  })

  it('takes the last days a date can name', async () => {
    const user = await signUp(server)
    const { text } = await download(
      server.api(user.token).exportStatement({ from: '9999-12-01', to: '9999-12-31' }),
    )
    expect(body(text)).toBe(`${STATEMENT_CSV_COLUMNS.join(',')}\r\n`)
  })

  it('holds no other user’s transactions', async () => {
    const a = await signUp(server)
    const b = await signUp(server)
    await withTransactions(b.id, [
      ['2026-11-02T10:00:00Z', 'credit', 100_00, 'successful', 'Not yours'],
    ])
    const { text } = await download(
      server.api(a.token).exportStatement({ from: '2026-11-01', to: '2026-11-30' }),
    )
    expect(body(text)).toBe(`${STATEMENT_CSV_COLUMNS.join(',')}\r\n`)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no dates', {}, 'from', messages.statementFromRequired],
    ['no end', { from: '2026-11-01' }, 'to', messages.statementToRequired],
    [
      'a date that does not exist',
      { from: '2026-02-30', to: '2026-03-01' },
      'from',
      messages.invalidDate,
    ],
    [
      'a date as a number',
      { from: 20261101, to: '2026-11-30' },
      'from',
      messages.statementFromRequired,
    ],
    [
      'a reversed range',
      { from: '2026-11-30', to: '2026-11-01' },
      'to',
      messages.statementToBeforeFrom,
    ],
    [
      'a huge range',
      { from: '1900-01-01', to: '9999-12-31' },
      'to',
      messages.statementRangeTooLong,
    ],
    ['a year 275760 away', { from: '2026-11-01', to: '275760-09-13' }, 'to', messages.invalidDate],
  ])('refuses %s with a 422 naming the field, never a 5xx', async (_, request, field, message) => {
    const user = await signUp(server)
    const response = await server.raw('/exports/wallet-statement', {
      method: 'POST',
      headers: jsonHeaders(user.token),
      body: JSON.stringify(request),
    })
    expect(response.status).toBe(422)
    expect((response.body as Envelope).errors?.[field]).toEqual([message])
  })
})

describe('streaming', () => {
  /**
   * `n` tracked periods for the user, made in SQL a second apart (2,000 a statement, within the
   * pool's query timeout on a loaded machine).
   */
  const manyPeriods = async (userId: string, n: number) => {
    for (let first = 1; first <= n; first += 2_000)
      await server.db.query(
        `insert into subscriptions (id, user_id, name, amount_minor, currency_code, category_id,
           start_date, end_date, auto_renew, is_paid, created_at, updated_at)
         select gen_random_uuid(), $1, 'Row ' || g, g * 100 + 5, 'NGN',
                (select id from categories where name = 'Others'),
                date '2026-01-01', date '2026-12-31', false, false,
                timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second', now()
           from generate_series($2::int, $3::int) g`,
        [userId, first, Math.min(n, first + 1_999)],
      )
  }

  it('reads the rows a batch at a time, only as the reader asks for them', async () => {
    const user = await signUp(server)
    await manyPeriods(user.id, 250)
    const exports = createExportService({
      db: server.db.db,
      clock: createClock(() => NOW),
      batchRows: 100,
    })
    const chunks = exports
      .open(user.id, { kind: 'subscriptions', format: 'csv' })
      .chunks[Symbol.asyncIterator]()
    const header = await chunks.next()
    const first = await chunks.next()
    expect(parseCsv(String(header.value))).toHaveLength(1)
    expect(parseCsv(String(first.value))).toHaveLength(100)
    // The rows after the first batch are not read yet: deleted now, they are not in the file.
    await server.db.query(
      `delete from subscriptions where user_id = $1
         and created_at > timestamptz '2026-01-01T00:00:00Z' + 100 * interval '1 second'`,
      [user.id],
    )
    const rest: string[] = []
    for (let next = await chunks.next(); !next.done; next = await chunks.next())
      rest.push(String(next.value))
    expect(rest.join('')).toBe('')
  })

  it('sends 10,000 periods whole, in batches, on both databases', async () => {
    const user = await signUp(server)
    await manyPeriods(user.id, 10_000)
    const exports = createExportService({ db: server.db.db, clock: createClock(() => NOW) })
    let chunks = 0
    let largest = 0
    for await (const chunk of exports.open(user.id, { kind: 'subscriptions', format: 'csv' })
      .chunks) {
      chunks += 1
      largest = Math.max(largest, parseCsv(chunk).length)
    }
    // The header, then 20 batches of 500: no chunk holds more than a batch.
    expect(chunks).toBe(21)
    expect(largest).toBe(500)

    const started = performance.now()
    const { text } = await download(server.api(user.token).exportSubscriptions({ format: 'csv' }))
    const records = csvRecords(body(text))
    expect(records).toHaveLength(10_000)
    expect(records[0]).toMatchObject({ name: 'Row 1', amount: '1.05' })
    expect(records[9_999]).toMatchObject({ name: 'Row 10000', amount: '10000.05' })
    expect(new Set(records.map((r) => r.id)).size).toBe(10_000)
    console.info(
      `10,000 periods as CSV: ${text.length} characters in ${Math.round(performance.now() - started)} ms`,
    )
  }, 60_000)
})
