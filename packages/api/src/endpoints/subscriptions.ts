import { toListSearchParams } from '../listQuery'
import { paths } from '../paths'
import type { Paginated, Subscription } from '../types'
import { answer, endpoint, query } from './define'

/** Subscriptions: the list, one row, and its writes (spec §7 Subscriptions). */
export const subscriptionEndpoints = {
  listSubscriptions: endpoint({
    method: 'GET',
    path: paths.subscriptions,
    auth: true,
    cached: true,
    query: query('subscriptionListQuerySchema', toListSearchParams),
    answer: answer<Paginated<Subscription>>('subscriptionPageAnswer'),
  }),
  getSubscription: endpoint({
    method: 'GET',
    path: paths.subscription,
    auth: true,
    cached: true,
    answer: answer<Subscription>('subscriptionAnswer'),
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: paths.subscriptions,
    auth: true,
    body: 'subscriptionSchema',
    answer: answer<Subscription>('subscriptionAnswer'),
  }),
  updateSubscription: endpoint({
    method: 'PATCH',
    path: paths.editSubscription,
    auth: true,
    body: 'subscriptionSchema',
    answer: answer<Subscription>('subscriptionAnswer'),
  }),
  renewSubscription: endpoint({
    method: 'POST',
    path: paths.renewSubscription,
    auth: true,
    body: 'renewSubscriptionSchema',
    answer: answer<Subscription>('subscriptionAnswer'),
  }),
  deleteSubscription: endpoint({
    method: 'DELETE',
    path: paths.removeSubscription,
    auth: true,
    answer: answer<null>('nullAnswer'),
  }),
}
