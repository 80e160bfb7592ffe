import { performance } from 'node:perf_hooks'
import { addDays } from '../src/domain/calendar'

/**
 * The benchmarks' data: users and subscriptions made in the database with set-based SQL
 * (generate_series), so a million rows take seconds on PostgreSQL and about two minutes on
 * PGlite. Deterministic: row g always gets the same name, amount, currency, category and dates.
 */

export type Query = (text: string, params?: unknown[]) => Promise<unknown>

export interface SeedOptions {
  /** All subscription rows, the measured user's included. */
  totalRows: number
  /** The measured user's rows. */
  userRows: number
  /** Users who own the other rows (round robin). */
  otherUsers: number
  /** Start dates run from this date (YYYY-MM-DD) … */
  firstDate: string
  /** … over this many days, cycling. */
  spanDays: number
  /**
   * Rows per renewal chain: 1 → no renewals; k → every k-th row of an owner is a root and the
   * k − 1 after it are its renewals (parent_id = the root; same name, amount, currency and
   * category).
   */
  chainLength: number
}

const FIVE_YEARS = 1826

/**
 * What the benches measure: `userRows` of `totalRows` for the measured user, the rest shared by
 * one other user per 1,000 rows (or `otherUsers`), start dates over the five years up to `today`
 * and a month ahead, chains of a first period and four renewals.
 */
export function benchSeed(
  today: string,
  totalRows: number,
  userRows: number,
  otherUsers = Math.max(1, Math.round((totalRows - userRows) / 1000)),
): SeedOptions {
  return {
    totalRows,
    userRows,
    otherUsers,
    firstDate: addDays(today, -FIVE_YEARS),
    spanDays: FIVE_YEARS + 31,
    chainLength: 5,
  }
}

const CHUNK = 100_000

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/**
 * Rows g = from..to, owned round robin by `owner` (an SQL uuid[] expression). `first` is the
 * first g of the series, so that a chain never points before it.
 */
function insertSubscriptions(
  owner: string,
  from: number,
  to: number,
  first: number,
  o: SeedOptions,
) {
  return `
    with owners as (select ${owner} as ids),
         cats as (select array_agg(id order by name) as ids from categories)
    insert into subscriptions (id, user_id, parent_id, name, amount_minor, currency_code,
                               category_id, start_date, end_date, auto_renew, created_at,
                               updated_at)
    select md5('subscription:' || g)::uuid,
           owners.ids[1 + g % n],
           case when root = g then null else md5('subscription:' || root)::uuid end,
           (array['Netflix', 'Spotify', 'DStv Compact', 'Showmax', 'iCloud+', 'YouTube Premium',
                  'Canva Pro', 'Gym', 'Audiomack', 'GOtv Max', 'Dropbox', 'Duolingo'])[1 + root % 12]
             || ' ' || root,
           (root::bigint * 7919) % 5000000,
           (array['NGN', 'USD', 'GBP', 'EUR'])[1 + root % 4],
           cats.ids[1 + root % array_length(cats.ids, 1)],
           date '${o.firstDate}' + (g % ${o.spanDays}),
           date '${o.firstDate}' + (g % ${o.spanDays}) + (g % 90),
           g % 3 <> 0,
           timestamptz '2025-01-01 00:00:00+00' + g * interval '7 seconds',
           timestamptz '2025-01-01 00:00:00+00' + g * interval '7 seconds'
    from owners, cats, generate_series(${from}, ${to}) as g,
         lateral (select array_length(owners.ids, 1) as n) as size,
         -- The chain's root: the same owner's row (g / n) % chainLength places earlier.
         lateral (select g - ((g / n) % ${o.chainLength}) * n as candidate) as chain,
         lateral (select case when candidate >= ${first} then candidate else g end as root) as r`
}

/**
 * `otherUsers` users and their rows, then the measured user's rows (the last `userRows`), then
 * VACUUM ANALYZE (what autovacuum does to a table at rest: statistics and the visibility map).
 * Prints progress.
 */
export async function seedSubscriptions(
  query: Query,
  measuredUserId: string,
  options: SeedOptions,
) {
  const started = performance.now()
  await query(
    `insert into users (id, email, username, password_hash)
     select gen_random_uuid(), 'bench' || g || '@example.com', 'bench' || g, 'x'
     from generate_series(1, ${options.otherUsers}) as g`,
  )
  const others = `(select array_agg(id order by email) from users where email like 'bench%@example.com')`
  const otherRows = options.totalRows - options.userRows
  // The table's own triggers (data versions, the kept count, the dashboard's rollups) run once
  // per row, at commit: minutes for 200,000 rows on a busy machine. They are off while the rows
  // go in, and what they keep is computed once afterwards, set-based.
  await query('alter table subscriptions disable trigger user')
  try {
    for (let from = 1; from <= otherRows; from += CHUNK) {
      const to = Math.min(otherRows, from + CHUNK - 1)
      await query(insertSubscriptions(others, from, to, 1, options))
      process.stdout.write(`\r  seeding: ${to.toLocaleString('en-US')} rows (${seconds(started)})`)
    }
    await query(
      insertSubscriptions(
        `array['${measuredUserId}']::uuid[]`,
        otherRows + 1,
        options.totalRows,
        otherRows + 1,
        options,
      ),
    )
  } finally {
    await query('alter table subscriptions enable trigger user')
  }
  await query('delete from subscription_counts')
  await query(
    'insert into subscription_counts (user_id, n) select user_id, count(*) from subscriptions group by user_id',
  )
  await query('select recur_rebuild_subscription_rollups()')
  await query('update users set data_version = data_version + 1')
  await query('vacuum analyze')
  process.stdout.write(
    `\r  seeded ${options.totalRows.toLocaleString('en-US')} rows, ${options.userRows.toLocaleString('en-US')} for the measured user, in ${seconds(started)}\n`,
  )
}
