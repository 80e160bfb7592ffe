import { isReminderDays, type ReminderDays, type ReminderSettings } from '@recur/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { users } from '../db/schema'
import { DomainError } from '../domain/errors'

/**
 * How many days before an end date an account is e-mailed (issue 16): what it chose in
 * Settings (`users.reminder_days`; 0 for none), else the server's REMINDER_DAYS_AHEAD. The
 * reminders job (jobs/reminders.ts) and the calendar feed's alarms read the same column.
 */
export function createReminderSettingsService(db: Database, defaultDays: number) {
  const effective = (chosen: number | null): ReminderDays => {
    const days = chosen ?? defaultDays
    if (!isReminderDays(days)) throw new Error(`reminder days ${days} is not a choice`)
    return days
  }
  return {
    async get(userId: string): Promise<ReminderSettings> {
      const [row] = await db
        .select({ days: users.reminderDays })
        .from(users)
        .where(eq(users.id, userId))
      if (!row) throw new DomainError('unauthenticated')
      return { days_before: effective(row.days) }
    },

    async set(userId: string, days: ReminderDays): Promise<ReminderSettings> {
      const [row] = await db
        .update(users)
        .set({ reminderDays: days })
        .where(eq(users.id, userId))
        .returning({ days: users.reminderDays })
      if (!row) throw new DomainError('unauthenticated')
      return { days_before: effective(row.days) }
    },
  }
}

export type ReminderSettingsService = ReturnType<typeof createReminderSettingsService>
