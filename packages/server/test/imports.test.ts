import {
  IMPORT_TEMPLATE_CSV,
  MAX_IMPORT_ROWS,
  messages,
  paths,
  SUBSCRIPTIONS_EXPORT_FORMAT,
  SUBSCRIPTIONS_EXPORT_VERSION,
  type ExportedSubscription,
  type Subscription,
} from '@recur/api'
import { SUBTRACKR_EXPORT, WALLOS_EXPORT } from '@recur/api/mocks'
import { describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { failure, signUp, snapshotTables } from './helpers/server'
import { jsonHeaders, now, subscriptionBody } from './helpers/subscriptions'

const LIMIT = 2
const server = useTestServer({ now, config: { freePlanRenewalLimit: LIMIT } })

/** A file as the browser sends it: its name and its bytes in base64. */
const file = (content: string | Uint8Array, file_name = 'subscriptions.csv') => ({
  file_name,
  content: Buffer.from(content).toString('base64'),
})

const signedIn = async () => {
  const user = await signUp(server)
  return { user, api: server.api(user.token) }
}

const everything = async (token: string) =>
  (await server.api(token).listSubscriptions({ per_page: 500 })).data.data

/** What a period is, whoever's and whatever its id. */
const essence = (row: Subscription, all: Subscription[]) => ({
  name: row.name,
  amount: row.amount,
  currency: row.currency_code,
  category: row.category.name,
  start_date: row.start_date,
  end_date: row.end_date,
  description: row.description ?? null,
  auto_renew: row.auto_renew,
  is_paid: row.is_paid,
  renews: row.parent_id ? all.find((other) => other.id === row.parent_id)?.name : null,
  created_at: row.created_at,
})

const csv = (...lines: string[]) =>
  ['name,amount,currency,category,start_date,end_date,auto_renew,note', ...lines].join('\n')

describe('import preview', () => {
  it('answers every row as it will be saved, and writes nothing', async () => {
    const { api } = await signedIn()
    const before = await snapshotTables(server.db)
    const { data, message } = await api.previewImport(file(IMPORT_TEMPLATE_CSV))
    expect(message).toBe(messages.ok)
    expect(data).toMatchObject({
      format: 'recur-csv',
      file_name: 'subscriptions.csv',
      counts: { rows: 2, errors: 0, duplicates: 0 },
      renewals: { in_file: 0, allowed: LIMIT },
    })
    expect(data.rows).toEqual([
      {
        line: 2,
        name: 'Netflix Premium',
        amount: 4400,
        currency: 'NGN',
        category: 'Entertainment',
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        description: 'Family plan',
        auto_renew: true,
        is_paid: false,
        renews_line: null,
        errors: {},
        duplicate: false,
        mappings: [],
      },
      expect.objectContaining({ line: 3, name: 'Spotify', category: 'Music', auto_renew: false }),
    ])
    expect(await snapshotTables(server.db)).toEqual(before)
  })

  it("flags likely duplicates of the user's own rows only, and maps what Recur lacks", async () => {
    const { api } = await signedIn()
    await api.createSubscription(
      subscriptionBody({
        name: 'netflix premium',
        amount: 4400,
        start_date: '2026-03-16',
        end_date: '2026-04-15',
      }),
    )
    // Another user's identical row is no duplicate of this one's.
    const other = await signedIn()
    await other.api.createSubscription(
      subscriptionBody({
        name: 'Spotify',
        amount: 10,
        start_date: '2026-03-16',
        end_date: '2026-04-15',
      }),
    )
    const { data } = await api.previewImport(
      file(
        csv(
          'Netflix Premium,4400,NGN,,2026-03-16,2026-04-15,true,',
          'Spotify,10,NGN,Streaming,2026-03-16,2026-04-15,true,',
          'Spotify,10,NGN,Streaming,2026-03-16,2026-04-15,true,',
          'Tidal,9.99,SEK,music,2026-03-16,2026-04-15,true,',
        ),
      ),
    )
    expect(
      data.rows.map((row) => [row.name, row.duplicate, row.category, row.currency, row.mappings]),
    ).toEqual([
      ['Netflix Premium', true, 'Entertainment', 'NGN', []],
      ['Spotify', false, 'Music', 'NGN', [{ field: 'category', from: 'Streaming', to: 'Music' }]],
      // A repeat of an earlier row of the same file.
      ['Spotify', true, 'Music', 'NGN', [{ field: 'category', from: 'Streaming', to: 'Music' }]],
      ['Tidal', false, 'Music', 'NGN', [{ field: 'currency', from: 'SEK', to: 'NGN' }]],
    ])
    expect(data.counts).toEqual({ rows: 4, errors: 0, duplicates: 2 })
  })

  it("gives each faulty row the spec's messages", async () => {
    const { api } = await signedIn()
    const { data } = await api.previewImport(
      file(csv(',abc,NGN,,2026-02-01,2026-01-01,true,', 'Ok,1,NGN,,2026-01-01,2026-01-31,,')),
    )
    expect(data.rows[0]!.errors).toEqual({
      name: [messages.subscriptionNameRequired],
      amount: [messages.amountNotANumber],
      end_date: [messages.endBeforeStart],
    })
    expect(data.counts).toEqual({ rows: 2, errors: 1, duplicates: 0 })
  })
})

describe('files that cannot be imported', () => {
  const refusedWith = async (body: unknown, status: number, message: string) => {
    const { user } = await signedIn()
    const before = await snapshotTables(server.db)
    for (const path of [paths.importPreview, paths.imports]) {
      const response = await server.raw(path, {
        method: 'POST',
        headers: jsonHeaders(user.token),
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(status)
      expect(response.body).toMatchObject({ status, message })
    }
    expect(await snapshotTables(server.db)).toEqual(before)
  }

  it('say why, never with a 5xx', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('name,amount\nCaf'),
      Buffer.from([0xe9]),
      Buffer.from(',1\n'),
    ])
    await refusedWith(file(latin1), 422, messages.importNotUtf8)
    await refusedWith(
      file(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0])),
      422,
      messages.importUnknownFormat,
    )
    await refusedWith(file('{"hello": "world"}', 'x.json'), 422, messages.importUnknownFormat)
    await refusedWith(file('{"broken": '), 422, messages.importMalformedJson)
    await refusedWith(file(''), 422, messages.importEmpty)
    await refusedWith(
      file('name,amount,start_date,end_date\n"open,1\n'),
      422,
      messages.importMalformedCsv,
    )
    const many = csv(
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => 'a,1,NGN,,2026-01-01,2026-01-31,,'),
    )
    await refusedWith(file(many), 422, messages.importTooManyRows)
    await refusedWith(
      { file_name: 'x.csv', content: 'not base64!' },
      422,
      messages.validationFailed,
    )
  })

  it('refuses a file past the limit by its size alone, with a 413 that says so', async () => {
    const { user } = await signedIn()
    const response = await server.raw(paths.importPreview, {
      method: 'POST',
      headers: jsonHeaders(user.token),
      body: JSON.stringify({ file_name: 'big.csv', content: 'A'.repeat(8 * 1024 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ status: 413, message: messages.importFileTooLarge })
  })

  it('refuses a signed-out upload with a 401 before reading it', async () => {
    // Neither the size nor the broken JSON is noticed: the body is never read.
    for (const body of ['{"file_name": "x.csv", "content": ', 'A'.repeat(8 * 1024 * 1024)]) {
      const response = await server.raw(paths.importPreview, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(response.status).toBe(401)
      expect(response.body).toMatchObject({ status: 401, message: messages.unauthenticated })
    }
  })
})

describe('import', () => {
  it('saves every row in one go, once, however often it is confirmed', async () => {
    const { user, api } = await signedIn()
    const body = file(IMPORT_TEMPLATE_CSV)
    const [first, second] = await Promise.all([api.confirmImport(body), api.confirmImport(body)])
    const results = [first, second].map((answer) => answer.data)
    expect(results).toContainEqual({ imported: 2, skipped: 0, already_imported: false })
    expect(results).toContainEqual({ imported: 2, skipped: 0, already_imported: true })
    const again = await api.confirmImport(body)
    expect(again.message).toBe(messages.importAlreadyDone)
    const rows = await everything(user.token)
    // In the file's order, the first line on top.
    expect(rows.map((row) => row.name)).toEqual(['Netflix Premium', 'Spotify'])
  })

  it('saves nothing when any row has an error', async () => {
    const { user, api } = await signedIn()
    const error = await failure(
      api.confirmImport(
        file(csv('Good,1,NGN,,2026-01-01,2026-01-31,,', 'Bad,-1,NGN,,2026-01-01,2026-01-31,,')),
      ),
    )
    expect(error.status).toBe(422)
    expect(error.message).toBe(messages.importHasErrors)
    expect(await everything(user.token)).toEqual([])
  })

  it('leaves likely duplicates out unless told to keep them', async () => {
    const { user, api } = await signedIn()
    await api.createSubscription(subscriptionBody({ name: 'Spotify', amount: 10 }))
    const line = `Spotify,10,NGN,,${subscriptionBody().start_date},${subscriptionBody().end_date},true,Family plan`
    const skipped = await api.confirmImport(file(csv(line, 'Tidal,5,USD,,2026-01-01,2026-01-31,,')))
    expect(skipped.data).toEqual({ imported: 1, skipped: 1, already_imported: false })
    const kept = await api.confirmImport({ ...file(csv(line)), skip_duplicates: false })
    expect(kept.data).toEqual({ imported: 1, skipped: 0, already_imported: false })
    expect((await everything(user.token)).map((row) => row.name).sort()).toEqual([
      'Spotify',
      'Spotify',
      'Tidal',
    ])
  })

  it('keeps a formula as text', async () => {
    const { user, api } = await signedIn()
    const formula = '=HYPERLINK("http://example.com","Click")'
    await api.confirmImport(
      file(csv(`"${formula.replaceAll('"', '""')}",1,NGN,,2026-01-01,2026-01-31,,`)),
    )
    expect((await everything(user.token))[0]!.name).toBe(formula)
  })

  it('imports a Wallos export and a SubTrackr export', async () => {
    const { user, api } = await signedIn()
    expect((await api.confirmImport(file(WALLOS_EXPORT, 'subscriptions.json'))).data.imported).toBe(
      5,
    )
    // Its Netflix is Wallos's, the same period: a likely duplicate, left out.
    expect((await api.confirmImport(file(SUBTRACKR_EXPORT, 'subscriptions.csv'))).data).toEqual({
      imported: 3,
      skipped: 1,
      already_imported: false,
    })
    const rows = await everything(user.token)
    expect(rows).toHaveLength(8)
    expect(rows.find((row) => row.name === 'Google One')).toMatchObject({
      amount: 19.99,
      currency_code: 'GBP',
      category: { name: 'Cloud Storage' },
      start_date: '2026-03-01',
      end_date: '2027-02-28',
      auto_renew: false,
    })
  })
})

describe("a round trip through Recur's JSON", () => {
  /** The user's rows as Recur's JSON export writes them. */
  const exported = (rows: Subscription[]) =>
    JSON.stringify({
      format: SUBSCRIPTIONS_EXPORT_FORMAT,
      version: SUBSCRIPTIONS_EXPORT_VERSION,
      exported_at: new Date().toISOString(),
      subscriptions: [...rows].reverse().map((row): ExportedSubscription => ({
        id: row.id,
        parent_id: row.parent_id,
        name: row.name,
        amount: row.amount,
        currency: row.currency_code,
        category: row.category.name,
        start_date: row.start_date,
        end_date: row.end_date,
        auto_renew: row.auto_renew,
        note: row.description ?? null,
        kind: row.is_paid ? 'paid' : 'tracked',
        created_at: row.created_at,
        updated_at: row.updated_at,
      })),
    })

  it('loses nothing, renewal chains included, within the plan’s renewals', async () => {
    const { user, api } = await signedIn()
    const netflix = await api.createSubscription(subscriptionBody())
    await api.createSubscription(
      subscriptionBody({ name: 'Spotify', currency: 'USD', amount: 10.99, description: undefined }),
    )
    await api.renewSubscription(netflix.data.id, {})
    const before = await everything(user.token)
    const document = exported(before)
    for (const row of before) await api.deleteSubscription(row.id)

    const preview = await api.previewImport(file(document, 'recur.json'))
    expect(preview.data.format).toBe('recur-json')
    expect(preview.data.renewals).toEqual({ in_file: 1, allowed: LIMIT })
    await api.confirmImport(file(document, 'recur.json'))
    const after = await everything(user.token)
    expect(after.map((row) => essence(row, after))).toEqual(
      before.map((row) => essence(row, before)),
    )
  })

  it('never takes a renewal with its first period’s dates for a repeat of it', async () => {
    const { api } = await signedIn()
    const netflix = await api.createSubscription(subscriptionBody())
    const period = (id: string, parent_id: string | null): ExportedSubscription => ({
      id,
      parent_id,
      name: netflix.data.name,
      amount: netflix.data.amount,
      currency: netflix.data.currency_code,
      category: netflix.data.category.name,
      start_date: '2026-05-01',
      end_date: '2026-05-31',
      auto_renew: true,
      note: null,
      kind: 'tracked',
      created_at: netflix.data.created_at,
      updated_at: netflix.data.updated_at,
    })
    const document = JSON.stringify({
      format: SUBSCRIPTIONS_EXPORT_FORMAT,
      version: SUBSCRIPTIONS_EXPORT_VERSION,
      exported_at: new Date().toISOString(),
      subscriptions: [period('a', null), period('b', 'a')],
    })
    const { data } = await api.previewImport(file(document, 'recur.json'))
    expect(data.rows.map((row) => [row.duplicate, row.renews_line])).toEqual([
      [false, null],
      [false, 1],
    ])
  })

  it('refuses, all or none, more renewals than the free plan has left', async () => {
    const { user, api } = await signedIn()
    const netflix = await api.createSubscription(subscriptionBody())
    for (let i = 0; i < LIMIT; i++) await api.renewSubscription(netflix.data.id, {})
    const document = exported(await everything(user.token))
    const preview = await api.previewImport(file(document, 'recur.json'))
    expect(preview.data.renewals).toEqual({ in_file: 0, allowed: 0 })
    // Every row is a duplicate: skipped, nothing to renew. Kept, they are renewals over the limit.
    const error = await failure(
      api.confirmImport({ ...file(document, 'recur.json'), skip_duplicates: false }),
    )
    expect(error.status).toBe(403)
    expect(error.message).toBe(messages.importRenewalLimit)
    expect(await everything(user.token)).toHaveLength(LIMIT + 1)
  })
})
