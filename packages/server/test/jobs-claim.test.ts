import { and, asc, inArray, isNull, lt, or } from 'drizzle-orm'
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { claimDue } from '../src/jobs/claim'
import { createTestDatabase, type TestDatabase } from './helpers/database'

/** A table of its own, so the claim is tested apart from any job's rules. */
const probe = pgTable('claim_probe', {
  id: text('id').primaryKey(),
  dueOrder: integer('due_order').notNull(),
  ready: integer('ready').notNull(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
})

const NOW = new Date('2026-11-21T10:00:00Z')
const LEASE_MS = 60_000

let db: TestDatabase

beforeAll(async () => {
  db = await createTestDatabase()
  await db.query(
    `create table claim_probe (id text primary key, due_order integer not null,
       ready integer not null, claimed_until timestamptz)`,
  )
})
afterAll(async () => {
  await db?.dispose()
})
beforeEach(async () => {
  await db.query('delete from claim_probe')
  // r00…r09 are due (ready = 1), oldest first by due_order; n0 and n1 are not.
  for (let i = 0; i < 10; i++) {
    await db.query('insert into claim_probe values ($1, $2, 1, null)', [`r0${i}`, 100 - i * 10])
  }
  await db.query(`insert into claim_probe values ('n0', 0, 0, null), ('n1', 1, 0, null)`)
})

/** The lease claim every job makes: due, and nobody holds it (no lease, or it ran out). */
const claim = (
  now: Date,
  batch: number,
  hold?: Promise<void>,
): Promise<{ id: string; claimedUntil: Date | null }[]> =>
  claimDue(db.db, {
    table: probe,
    id: probe.id,
    due: and(
      inArray(probe.ready, [1]),
      or(isNull(probe.claimedUntil), lt(probe.claimedUntil, now)),
    ),
    orderBy: asc(probe.dueOrder),
    batch,
    take: async (tx, ids) => {
      await hold
      return tx
        .update(probe)
        .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
        .where(inArray(probe.id, ids))
        .returning({ id: probe.id, claimedUntil: probe.claimedUntil })
    },
  })

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort()

describe('claimDue', () => {
  it('takes at most a batch of due rows, oldest first, and leaves the rest', async () => {
    const rows = await claim(NOW, 3)
    expect(ids(rows)).toEqual(['r07', 'r08', 'r09'])
    for (const row of rows) expect(row.claimedUntil).toEqual(new Date(NOW.getTime() + LEASE_MS))
  })

  it('never hands a claimed row out again while its lease runs, and does once it has run out', async () => {
    const first = await claim(NOW, 4)
    const second = await claim(NOW, 4)
    const third = await claim(NOW, 4)
    expect(ids([...first, ...second, ...third])).toEqual(
      Array.from({ length: 10 }, (_, i) => `r0${i}`),
    )
    expect(await claim(NOW, 4)).toEqual([])
    const later = new Date(NOW.getTime() + LEASE_MS + 1)
    expect(ids(await claim(later, 4))).toEqual(ids(first))
  })

  it('asks nothing of take when no row is due', async () => {
    await db.query('update claim_probe set ready = 0')
    let taken = false
    const rows = await claimDue(db.db, {
      table: probe,
      id: probe.id,
      due: inArray(probe.ready, [1]),
      batch: 5,
      take: async () => {
        taken = true
        return []
      },
    })
    expect(rows).toEqual([])
    expect(taken).toBe(false)
  })

  // PGlite is one session: two transactions cannot overlap there.
  it.skipIf(inject('database') !== 'postgres')(
    'skips the rows another claimer holds instead of waiting for them or sharing them',
    async () => {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const first = claim(NOW, 4, held)
      // The first claim holds r06…r09 locked until released; the second gets the next ones.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const second = await claim(NOW, 4)
      release()
      expect(ids(await first)).toEqual(['r06', 'r07', 'r08', 'r09'])
      expect(ids(second)).toEqual(['r02', 'r03', 'r04', 'r05'])
    },
  )
})
