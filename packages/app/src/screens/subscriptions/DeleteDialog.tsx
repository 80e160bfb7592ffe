/**
 * The delete dialog of My Subscriptions: a chunk of its own, loaded after the list has painted
 * (SubscriptionsScreen.tsx).
 */
export { DeleteSubscriptionDialog } from '@recur/ui'
