/** A query's state in the design system's words: the view shows loading, error or data. */
export function viewStatus(query: { status: 'pending' | 'error' | 'success' }) {
  return query.status === 'success' ? 'ready' : query.status === 'error' ? 'error' : 'loading'
}
