import type { FieldErrors } from '@recur/api'

/** An error that is the client's to see: its status, message and field errors go out as-is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'HttpError'
  }
}
