/**
 * The filter bar's open panel (its selects, date pickers and amount fields): a chunk of its own,
 * loaded after the list has painted (SubscriptionsScreen.tsx).
 */
export { FilterPanel } from '@recur/ui'
