import pg from 'pg'

/** pg's error when a query outlives `query_timeout` (node-postgres says it in words only). */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout'

const timedOut = (error: unknown) =>
  error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE

/**
 * A node-postgres client whose query outliving `query_timeout` also ends its connection.
 *
 * pg's own `query_timeout` fails the query but keeps the connection, with the query still on
 * the wire: the pool would hand it out again, and the next request would wait behind a
 * database that does not answer (frozen, or a dead network path), or run inside a transaction
 * whose COMMIT or ROLLBACK was never sent. Ending it (pg destroys the socket of a client with a
 * query in flight) makes the pool drop it, and PostgreSQL rolls back whatever was open on it.
 */
export class BoundedClient extends pg.Client {
  // pg's query has a dozen overloads; this one only watches the outcome and passes everything on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args.length - 1
    const callback: unknown = args[last]
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (timedOut(error)) this.abandon()
        ;(callback as (error: unknown, result: unknown) => void)(error, result)
      }
      return super.query(...(args as [string]))
    }
    const result: unknown = super.query(...(args as [string]))
    if (!(result instanceof Promise)) return result
    return result.catch((error: unknown) => {
      if (timedOut(error)) this.abandon()
      throw error
    })
  }

  private abandon() {
    this.end().catch(() => {})
  }
}
