import { addDays, addMonths, differenceInCalendarDays, formatISO } from 'date-fns'
import { isoDateToLocal, todayIso } from './dates'
import type { SubscriptionPayload } from './schemas'
import { DEFAULT_CURRENCY, type Subscription } from './types'

// formatISO, not format(date, 'yyyy-MM-dd'): format's pattern parser and English locale (about
// 5 kB of gzip) would come with both subscription forms for one fixed pattern.
const iso = (date: Date) => formatISO(date, { representation: 'date' })

/** What a subscription form starts from: a payload whose note is always text. */
export type SubscriptionDraft = Omit<SubscriptionPayload, 'description'> & { description: string }

/**
 * Spec §5 "Create defaults": currency NGN, amount 0, start today, end one month later, empty
 * description, auto-renew on.
 */
export function newSubscriptionDefaults(today: string = todayIso()): SubscriptionDraft {
  return {
    name: '',
    currency: DEFAULT_CURRENCY,
    amount: 0,
    start_date: today,
    end_date: iso(addMonths(isoDateToLocal(today), 1)),
    description: '',
    auto_renew: true,
  }
}

/** The edit form, prefilled with the subscription as it is. */
export function editPrefill(subscription: Subscription): SubscriptionDraft {
  return {
    id: subscription.uid,
    name: subscription.name,
    currency: subscription.currency_code,
    amount: subscription.amount,
    start_date: subscription.start_date,
    end_date: subscription.end_date,
    description: subscription.description ?? '',
    auto_renew: subscription.auto_renew,
  }
}

/** Spec §2: a renewal starts today and lasts as long as the previous period did. */
export function renewalPrefill(
  subscription: Subscription,
  today: string = todayIso(),
): SubscriptionDraft {
  const duration = differenceInCalendarDays(
    isoDateToLocal(subscription.end_date),
    isoDateToLocal(subscription.start_date),
  )
  return {
    ...editPrefill(subscription),
    start_date: today,
    end_date: iso(addDays(isoDateToLocal(today), Math.max(duration, 0))),
  }
}
