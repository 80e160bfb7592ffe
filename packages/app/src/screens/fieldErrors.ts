import type { ApiError } from '@recur/api'

/** The first server message per field, as the design system's forms show them. */
export function fieldErrorsOf(error: ApiError | null): Record<string, string> | undefined {
  if (!error) return undefined
  return Object.fromEntries(
    Object.entries(error.errors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
  )
}
