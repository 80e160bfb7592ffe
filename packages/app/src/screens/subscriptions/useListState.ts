import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { formatListSearch, parseListSearch, type ListState } from './listSearch'

/** The list screen's state, read from and written to the URL's query string. */
export function useListState(): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseListSearch(params), [params])
  const update = useCallback(
    (next: ListState) => {
      // A new filter or search starts again from page 1.
      const filtersChanged =
        JSON.stringify({ ...next.query, page: undefined }) !==
        JSON.stringify({ ...state.query, page: undefined })
      const query = filtersChanged ? { ...next.query, page: undefined } : next.query
      setParams(formatListSearch({ ...next, query }))
    },
    [setParams, state.query],
  )
  return [state, update]
}
