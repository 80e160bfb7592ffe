import * as argon2 from '@node-rs/argon2'
import { describe, expect, it, vi } from 'vitest'
import { useTestServer } from './helpers/app'
import { failure, signUp, uniqueEmail } from './helpers/server'

// Count argon2 verifications, so the test proves the work is done without timing anything.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>()
  return { ...original, verify: vi.fn(original.verify) }
})

const server = useTestServer()

describe('sign-in does not tell which e-mails have accounts', () => {
  const verifications = async (email: string) => {
    vi.mocked(argon2.verify).mockClear()
    const error = await failure(server.api().login({ email, password: 'wrong password' }))
    return { error, calls: vi.mocked(argon2.verify).mock.calls }
  }

  it('verifies a password against an argon2id hash for an unknown e-mail too', async () => {
    const registered = await signUp(server)
    const known = await verifications(registered.email)
    const unknown = await verifications(uniqueEmail('ghost'))

    expect(known.calls).toHaveLength(1)
    expect(unknown.calls).toHaveLength(1)
    // The stand-in hash has the same algorithm and cost as a real one.
    const params = (hash: unknown) => String(hash).split('$').slice(1, 4).join('$')
    expect(params(unknown.calls[0]?.[0])).toBe(params(known.calls[0]?.[0]))
    expect(params(unknown.calls[0]?.[0])).toMatch(/^argon2id\$/)
    expect(unknown.error.message).toBe(known.error.message)
    expect(unknown.error.status).toBe(known.error.status)
  })
})
