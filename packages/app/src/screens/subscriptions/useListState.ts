import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { formatListSearch, parseListSearch, type ListState } from './listSearch'

/** A new state, or a function of the state in the URL at the moment it is applied. */
export type ListStateUpdate = ListState | ((current: ListState) => ListState)

/**
 * The list screen's state, read from and written to the URL's query string. An update given as
 * a function reads the URL as it is when applied, so a delayed one (the debounced search) never
 * undoes a change made in the meantime.
 */
export function useListState(): [ListState, (next: ListStateUpdate) => void] {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseListSearch(params), [params])
  const update = useCallback(
    (next: ListStateUpdate) =>
      setParams((currentParams) => {
        const current = parseListSearch(currentParams)
        const wanted = typeof next === 'function' ? next(current) : next
        // A new filter or search starts again from page 1.
        const filtersChanged =
          JSON.stringify({ ...wanted.query, page: undefined }) !==
          JSON.stringify({ ...current.query, page: undefined })
        const query = filtersChanged ? { ...wanted.query, page: undefined } : wanted.query
        return formatListSearch({ ...wanted, query })
      }),
    [setParams],
  )
  return [state, update]
}
