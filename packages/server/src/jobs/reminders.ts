import { pages, REMINDER_DAY_CHOICES } from '@recur/api'
import { and, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Mailer } from '../adapters/mail'
import type { Database } from '../db/database'
import { subscriptions, users } from '../db/schema'
import { claimDue } from './claim'
import { addDays } from '../domain/calendar'
import type { Clock } from '../domain/clock'
import { koboToAmount } from '../domain/money'
import { every } from './every'

export interface RemindersLogger {
  info(object: object, message: string): void
  error(object: object, message: string): void
}

/** The most days ahead an account may choose (Settings). */
const MAX_REMINDER_DAYS = Math.max(...REMINDER_DAY_CHOICES)

/**
 * E-mails each user about their subscriptions ending within the next N days (from today in
 * Lagos), where N is what the account chose in Settings (`users.reminder_days`: 1, 3 or 7, or 0
 * for none) or, until it chooses, `daysAhead`. Once per period: the period's end date is
 * recorded on the row (`reminder_sent_for`) in the same transaction that claims it with
 * `FOR UPDATE SKIP LOCKED`, so two server instances never send the same reminder. A period
 * already followed by a renewal is not reminded. Delivery is at most once: a mail that fails is
 * logged, not retried.
 */
export function createExpiryReminders(deps: {
  db: Database
  clock: Clock
  mailer: Mailer
  appUrl: string
  /** Days ahead for an account that has not chosen (REMINDER_DAYS_AHEAD). */
  daysAhead: number
  /** Every this often (0: never; the tests call `runOnce`). */
  intervalMs: number
  logger: RemindersLogger
  batchSize?: number
}) {
  const { db, clock } = deps
  const batch = deps.batchSize ?? 200

  const claim = () => {
    const today = clock.today()
    // The owner's lead time; null (never 0) for "no reminders", so no end date is within it.
    const leadDays = sql`nullif(coalesce((select ${users.reminderDays} from ${users}
      where ${users.id} = ${subscriptions.userId}), ${deps.daysAhead}), 0)`
    return claimDue(db, {
      table: subscriptions,
      id: subscriptions.id,
      due: and(
        gte(subscriptions.endDate, today),
        // The widest window any account has, which an index on end_date can serve…
        lte(subscriptions.endDate, addDays(today, Math.max(MAX_REMINDER_DAYS, deps.daysAhead))),
        // …then each row's owner's own.
        sql`${subscriptions.endDate} - ${today}::date <= ${leadDays}`,
        or(
          isNull(subscriptions.reminderSentFor),
          ne(subscriptions.reminderSentFor, subscriptions.endDate),
        ),
        sql`not exists (select 1 from ${subscriptions} as later
             where later.parent_id = coalesce(${subscriptions.parentId}, ${subscriptions.id})
               and later.start_date > ${subscriptions.endDate})`,
      ),
      batch,
      // The marker is the period's end date: once set, this period is never reminded again.
      take: async (tx, ids) => {
        await tx
          .update(subscriptions)
          .set({ reminderSentFor: sql`${subscriptions.endDate}` })
          .where(inArray(subscriptions.id, ids))
        return tx
          .select({
            id: subscriptions.id,
            name: subscriptions.name,
            endDate: subscriptions.endDate,
            amountMinor: subscriptions.amountMinor,
            currencyCode: subscriptions.currencyCode,
            autoRenew: subscriptions.autoRenew,
            isPaid: subscriptions.isPaid,
            email: users.email,
          })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(inArray(subscriptions.id, ids))
      },
    })
  }

  const runOnce = async (): Promise<string[]> => {
    const rows = await claim()
    for (const row of rows) {
      const amount = `${row.currencyCode} ${koboToAmount(row.amountMinor).toFixed(2)}`
      const renewal =
        row.autoRenew && row.isPaid
          ? `It renews automatically on the next day, paid from your Recur wallet (${amount}). Keep enough in your wallet.`
          : row.autoRenew
            ? 'Auto-renew is on: Recur will roll it forward for you.'
            : 'Auto-renew is off: renew it in Recur if you want to keep it.'
      try {
        await deps.mailer.send({
          to: row.email,
          subject: `${row.name} ends on ${row.endDate}`,
          text: [
            `Your ${row.name} subscription (${amount}) ends on ${row.endDate}.`,
            renewal,
            '',
            `See your subscriptions: ${deps.appUrl}${pages.subscriptions}`,
          ].join('\n'),
        })
      } catch (error) {
        deps.logger.error({ err: error, subscription: row.id }, 'expiry reminder not sent')
      }
    }
    if (rows.length > 0) deps.logger.info({ sent: rows.length }, 'expiry reminders')
    return rows.map((row) => row.id)
  }

  return {
    runOnce,
    ...every(deps.intervalMs, runOnce, (error) =>
      deps.logger.error({ err: error }, 'expiry reminders failed'),
    ),
  }
}

export type ExpiryReminders = ReturnType<typeof createExpiryReminders>
