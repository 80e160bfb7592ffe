import { Button } from '../../primitives/Button'

/** A search or filter that matches nothing: not the same as having no subscriptions at all. */
export const NO_MATCH_TITLE = 'No subscriptions match'
export const NO_MATCH_MESSAGE =
  'None of your subscriptions fits this search and these filters. Clear them to see them all.'
export const CLEAR_FILTERS = 'Clear filters'

/**
 * The list's empty view while a search or filter is in force (SubscriptionTable's `empty*`
 * props): it says nothing matches and offers to clear the search and every filter at once.
 */
export function noMatchEmptyState(onClearFilters: () => void) {
  return {
    emptyTitle: NO_MATCH_TITLE,
    emptyMessage: NO_MATCH_MESSAGE,
    emptyAction: (
      <Button variant="secondary" onPress={onClearFilters}>
        {CLEAR_FILTERS}
      </Button>
    ),
  }
}
