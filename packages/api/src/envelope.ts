/**
 * Every /api response has this shape. `status` repeats the HTTP status so that a client reading
 * only the body (spec §4: "any response whose body status is 401") can act on it.
 */
export interface Envelope<T = unknown> {
  status: number
  message: string
  data: T
  errors?: FieldErrors
}

/** Field name → its messages, first one shown. */
export type FieldErrors = Record<string, string[]>

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).status === 'number' &&
    typeof (value as Envelope).message === 'string'
  )
}
