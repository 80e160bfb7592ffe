import { messages } from '@recur/api'
import { describe, expect, it } from 'vitest'
import { DomainError } from '../domain/errors'
import { fromProvider } from './catalogue'

describe('fromProvider', () => {
  it('answers what the provider answered', async () => {
    await expect(fromProvider(async () => 42)).resolves.toBe(42)
  })

  it('turns an unreachable or unreadable provider into provider-unavailable, keeping the cause', async () => {
    const down = new Error('connect ECONNREFUSED 127.0.0.1:9')
    const error = await fromProvider(() => Promise.reject(down)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({
      kind: 'provider-unavailable',
      message: messages.serviceUnavailable,
    })
    expect((error as DomainError).cause).toBe(down)
  })

  it('lets our own answers (e.g. the smartcard 422) through unchanged', async () => {
    const refused = new DomainError('invalid', messages.smartcardUnverified)
    await expect(fromProvider(() => Promise.reject(refused))).rejects.toBe(refused)
  })
})
