import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPgliteThread, type PgliteThread } from './pgliteThread'

let thread: PgliteThread
beforeAll(async () => {
  thread = await startPgliteThread()
}, 60_000)
afterAll(async () => {
  await thread?.close()
})

async function connect() {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: thread.connect })
  await client.connect()
  return client
}

describe('PGlite on its own thread', () => {
  it('answers node-postgres as PostgreSQL does, parameters and errors included', async () => {
    const client = await connect()
    try {
      const { rows } = await client.query<{ sum: number }>(
        'select $1::int + $2::int as sum',
        [2, 3],
      )
      expect(rows).toEqual([{ sum: 5 }])
      await expect(client.query('select * from no_such_table')).rejects.toMatchObject({
        code: '42P01',
      })
      // The connection is still usable after an error.
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    } finally {
      await client.end()
    }
  })

  it('runs a long query without holding the event loop', async () => {
    const client = await connect()
    try {
      const query = client.query('select pg_sleep(2)').then(() => 'query')
      // On the server's thread, the timer could not fire until the query had ended, and the
      // query's answer (a microtask) would come first.
      const timer = new Promise((resolve) => setTimeout(() => resolve('timer'), 50))
      expect(await Promise.race([query, timer])).toBe('timer')
      await query
    } finally {
      await client.end()
    }
  })

  it('rolls back what a connection left open, before serving the next one', async () => {
    const first = await connect()
    await first.query('create table if not exists left_open (n int)')
    await first.query('begin')
    await first.query('insert into left_open values (1)')
    await first.query('prepare counted as select count(*)::int as n from left_open')
    await first.end() // no COMMIT: gone with its connection, as on PostgreSQL

    const next = await connect()
    try {
      expect((await next.query('select count(*)::int as n from left_open')).rows).toEqual([
        { n: 0 },
      ])
      // Its session state went too: the name is free again.
      await next.query('prepare counted as select 1')
    } finally {
      await next.end()
    }
  })

  it('serves connections one at a time, the next once the first has closed', async () => {
    const first = await connect()
    await first.query('begin')
    const waiting = connect()
    let served = false
    void waiting.then(() => (served = true))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(served).toBe(false)
    await first.query('rollback')
    await first.end()
    const second = await waiting
    expect((await second.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    await second.end()
  })

  it('answers a ping while another connection holds a transaction', async () => {
    const first = await connect()
    try {
      await first.query('begin')
      await expect(thread.ping()).resolves.toBeUndefined()
    } finally {
      await first.end()
    }
  })
})
