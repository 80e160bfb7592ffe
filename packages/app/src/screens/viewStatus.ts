import type { ViewStatus } from '@recur/api'

/** A query's state in the design system's words: the view shows loading, error or data. */
export function viewStatus(query: { status: 'pending' | 'error' | 'success' }): ViewStatus {
  return query.status === 'success' ? 'ready' : query.status === 'error' ? 'error' : 'loading'
}

/**
 * A polled query's state. TanStack Query turns a failed query that has no data back to pending
 * each time it asks again, so a failure would give way to the loading rows at every poll and
 * come back once its retries had failed too. Here it stays on screen until an answer comes, or
 * until the query is reset (`resetQueries`, what a Retry does, which shows loading again).
 */
export function polledViewStatus(query: {
  status: 'pending' | 'error' | 'success'
  errorUpdateCount: number
}): ViewStatus {
  return query.status === 'pending' && query.errorUpdateCount > 0 ? 'error' : viewStatus(query)
}
