import { describe, expect, it } from 'vitest'
import type { Mailer } from '../adapters/mail'
import { createPasswordResetService, type PasswordResetDeps } from './password-reset'

/*
 * Forgot-password answers before it looks the account up (issue 12, finding 6): a known e-mail's
 * lookup, writes and mail took measurably longer than an unknown one's early return, which told
 * who has an account. The test proves the mechanism instead of timing it: the answer comes while
 * the lookup has not even finished.
 */

/** A lookup that finishes only when the test says so. */
function heldLookup() {
  let finish: (user: undefined) => void = () => {}
  const started: string[] = []
  const findByEmail = (email: string) => {
    started.push(email)
    return new Promise<undefined>((resolve) => (finish = resolve))
  }
  return { findByEmail, started, finish: () => finish(undefined) }
}

function service(lookup: ReturnType<typeof heldLookup>, errors: unknown[]) {
  const mailer: Mailer = { send: async () => {}, close: async () => {} }
  return createPasswordResetService({
    users: { findByEmail: lookup.findByEmail },
    mailer,
    resetTtlMinutes: 60,
    onMailError: (error: unknown) => errors.push(error),
  } as unknown as PasswordResetDeps)
}

describe('forgot-password answers before the account is looked up', () => {
  it('request() settles while the lookup is still running; the work finishes after', async () => {
    const lookup = heldLookup()
    const errors: unknown[] = []
    const resets = service(lookup, errors)
    const answered = await Promise.race([
      resets.request('someone@example.com', 'http://recur.test').then(() => 'answered'),
      // Long after any microtask: the lookup is held, so a request waiting on it is still pending.
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ])
    expect(answered).toBe('answered')
    expect(lookup.started).toEqual(['someone@example.com'])

    let flushed = false
    const flushing = resets.flush().then(() => (flushed = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(flushed).toBe(false)
    lookup.finish()
    await flushing
    expect(errors).toEqual([])
  })
})
