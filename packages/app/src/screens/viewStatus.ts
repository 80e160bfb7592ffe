import type { ViewStatus } from '@recur/api'

/** A query's state in the design system's words: the view shows loading, error or data. */
export function viewStatus(query: { status: 'pending' | 'error' | 'success' }): ViewStatus {
  return query.status === 'success' ? 'ready' : query.status === 'error' ? 'error' : 'loading'
}
