import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { servicePayments, subscriptions } from '../db/schema'
import { RECUR_PREMIUM_SERVICE } from './catalogue'
import type { PlanKey } from './plans'

/**
 * The plan a user is on today (`today` from the injected clock, never the database's now()).
 * Premium while a paid Recur Premium period covers today: a successful payment of the service
 * whose subscription row still exists (deleting it gives the plan up), between the dates the
 * payment answered, which no edit of the row can move. A renewal is a new payment, so the plan
 * continues through it; without one, the free tier's limits apply again the day after the end.
 * `users.plan = 'premium'` is a plan granted outright (the demo account) and never ends.
 */
export async function planOf(
  db: Executor,
  user: { id: string; plan: string },
  today: string,
): Promise<PlanKey> {
  if (user.plan === 'premium') return 'premium'
  const period = sql<string>`${servicePayments.result} -> 'data'`
  const [paid] = await db
    .select({ id: servicePayments.id })
    .from(servicePayments)
    .innerJoin(subscriptions, eq(subscriptions.id, servicePayments.subscriptionId))
    .where(
      and(
        eq(servicePayments.userId, user.id),
        eq(servicePayments.serviceName, RECUR_PREMIUM_SERVICE.name),
        eq(servicePayments.status, 'successful'),
        sql`${period} ->> 'start_date' <= ${today}`,
        sql`${period} ->> 'end_date' >= ${today}`,
      ),
    )
    .limit(1)
  return paid ? 'premium' : 'free'
}
