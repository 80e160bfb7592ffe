/** Walks an error and its causes (Drizzle wraps driver errors) to the first SQLSTATE/errno. */
function codes(error: unknown): { codes: string[]; messages: string[] } {
  const found = { codes: [] as string[], messages: [] as string[] }
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') found.codes.push(code)
    found.messages.push(current.message)
    current = current.cause
  }
  return found
}

/**
 * The database did not answer, or could not start a query, in time. Its code is the errno of a
 * timed-out connection, so `isDatabaseUnavailable` reads it as unavailable: a 503.
 */
export class DatabaseTimeoutError extends Error {
  readonly code = 'ETIMEDOUT'
  constructor(what: string, ms: number) {
    super(`${what} did not happen within ${ms} ms`)
    this.name = 'DatabaseTimeoutError'
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return codes(error).codes.includes('23505')
}

const unreachableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE'])

/**
 * node-postgres says so in words, without a code: the connection ended (under a query,
 * or idle), a connect that timed out, a pool or database already closed, and a query sent on a
 * client whose connection broke (Drizzle's ROLLBACK after a transaction lost its connection
 * fails so, and that error is the one thrown).
 */
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|not queryable|Query read timeout/i

/**
 * The database could not be reached, went away, or did not answer in time (as opposed to a bad
 * query).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const found = codes(error)
  return (
    found.codes.some(
      (code) =>
        unreachableErrnos.has(code) ||
        code.startsWith('08') || // connection exception
        code === '57P01' || // admin shutdown
        code === '57P02' || // crash shutdown
        code === '57P03' || // cannot connect now
        code === '53300' || // too many connections
        code === '57014', // query canceled: statement_timeout (src/db/open.ts)
    ) || found.messages.some((m) => unreachableMessages.test(m))
  )
}
