import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * A page's state as it is kept in the URL's query string, so a filtered view survives a reload,
 * the back button and a shared link. `parse` reads the URL and drops what is not valid (it never
 * reaches the server); `format` writes the state back, leaving defaults out.
 */
export interface SearchSchema<S> {
  parse: (params: URLSearchParams) => S
  format: (state: S) => URLSearchParams
  /** The query keys this state owns; any other (a checkout's `reference`) is kept. Absent: all. */
  owns?: (key: string) => boolean
  /** Settles a new state against the one it replaces, e.g. a new filter goes back to page 1. */
  settle?: (next: S, current: S) => S
}

/** Part of the state, or a function of the state in the URL at the moment it is applied. */
export type SearchUpdate<S> = Partial<S> | ((current: S) => Partial<S>)

export interface SearchUpdateOptions {
  /** Replace the history entry rather than add one (a picker's choice is not a place to go back to). */
  replace?: boolean
}

/**
 * The state `schema` reads from the URL, and a function that writes a change to it. An update
 * given as a function reads the URL as it is when applied, so a delayed one (a debounced search)
 * never undoes a change made in the meantime. The schema must be a module constant.
 */
export function useSearchState<S>(
  schema: SearchSchema<S>,
): [S, (update: SearchUpdate<S>, options?: SearchUpdateOptions) => void] {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => schema.parse(params), [schema, params])
  const update = useCallback(
    (next: SearchUpdate<S>, options?: SearchUpdateOptions) =>
      setParams(
        (currentParams) => {
          const current = schema.parse(currentParams)
          const patch = typeof next === 'function' ? next(current) : next
          const merged = { ...current, ...patch }
          const settled = schema.settle ? schema.settle(merged, current) : merged
          const written = schema.format(settled)
          // Keys another part of the page owns stay as they are.
          if (schema.owns) {
            for (const [key, value] of currentParams) {
              if (!schema.owns(key)) written.append(key, value)
            }
          }
          return written
        },
        { replace: options?.replace },
      ),
    [schema, setParams],
  )
  return [state, update]
}

/** One value of a page's state in the URL, under its own key. */
export interface SearchField<T> {
  /** The value the URL holds, or undefined when it holds none or one that is not valid. */
  parse: (raw: string | null) => T | undefined
  /** The value when the URL holds none; it is left out of the URL. */
  fallback: T
  format?: (value: T) => string
}

/** A value of a fixed set (the contract's codes and periods). */
export const oneOf = <T extends string>(values: readonly T[], fallback: T): SearchField<T> => ({
  parse: (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
  fallback,
})

/** A value of a fixed set, or none (null) when the URL holds none. */
export const oneOrNoneOf = <T extends string>(values: readonly T[]): SearchField<T | null> => ({
  parse: (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
  fallback: null,
  format: (value) => value ?? '',
})

/** A value the contract's guard accepts. */
export const accepted = <T extends string>(
  guard: (value: string) => value is T,
  fallback: T,
): SearchField<T> => ({
  parse: (raw) => (raw !== null && guard(raw) ? raw : undefined),
  fallback,
})

/** Free text, trimmed; empty is none. */
export const searchText: SearchField<string> = {
  parse: (raw) => raw?.trim() || undefined,
  fallback: '',
}

/** A 1-based page number; 1 is left out of the URL. */
export const pageNumber: SearchField<number> = {
  parse: (raw) => {
    const n = Number(raw)
    return raw !== null && Number.isSafeInteger(n) && n >= 1 ? n : undefined
  },
  fallback: 1,
}

/**
 * A schema of flat fields, each under its own key (`?currency=USD&page=2`). With `page`, a change
 * to any other field goes back to page 1.
 */
export function fieldSchema<S extends Record<string, unknown>>(
  fields: { [K in keyof S]: SearchField<S[K]> },
  options: { page?: keyof S } = {},
): SearchSchema<S> {
  const keys = Object.keys(fields) as (keyof S & string)[]
  return {
    parse: (params) =>
      Object.fromEntries(
        keys.map((key) => [key, fields[key].parse(params.get(key)) ?? fields[key].fallback]),
      ) as S,
    format: (state) => {
      const params = new URLSearchParams()
      for (const key of keys) {
        const field = fields[key]
        const value = state[key]
        if (value === field.fallback) continue
        const text = field.format ? field.format(value) : String(value)
        if (text !== '') params.set(key, text)
      }
      return params
    },
    owns: (key) => Object.hasOwn(fields, key),
    settle: (next, current) => {
      const page = options.page
      if (page === undefined || next[page] !== current[page]) return next
      const changed = keys.some((key) => key !== page && next[key] !== current[key])
      return changed ? { ...next, [page]: fields[page].fallback } : next
    },
  }
}

/** The search runs this long after the last keystroke (Enter runs it at once). */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box over a search kept in the URL: the box follows every keystroke, the URL (and so
 * the query) follows once typing pauses for `delay` ms, or at once on `submit`. The box starts
 * from the URL's search and is the person's own after that: a search landing late (the page was
 * busy) must not take back letters typed since, so the page empties it with `clear`.
 */
export function useDebouncedSearch(
  committed: string,
  commit: (value: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(committed)
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latestCommit = useRef(commit)
  useEffect(() => {
    latestCommit.current = commit
  })
  useEffect(() => () => clearTimeout(pending.current), [])

  const run = useCallback((value: string, wait: number) => {
    clearTimeout(pending.current)
    if (wait === 0) latestCommit.current(value.trim())
    else pending.current = setTimeout(() => latestCommit.current(value.trim()), wait)
  }, [])

  return {
    text,
    change: (value: string) => {
      setText(value)
      run(value, delay)
    },
    submit: (value: string) => run(value, 0),
    /** Empties the box and drops a search still waiting (the page clears the URL's itself). */
    clear: () => {
      clearTimeout(pending.current)
      setText('')
    },
  }
}
