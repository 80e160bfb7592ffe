import { MAX_IMPORT_BYTES, messages } from '@recur/api'
import { describe, expect, it } from 'vitest'
import { refusalOf, toBase64 } from './importFile'

describe('refusalOf', () => {
  it('lets CSV and JSON files through, by name or by type', () => {
    expect(refusalOf({ name: 'subs.CSV', size: 10, type: '' })).toBeUndefined()
    expect(refusalOf({ name: 'wallos.json', size: 10, type: 'application/json' })).toBeUndefined()
    expect(refusalOf({ name: 'export', size: 10, type: 'text/csv' })).toBeUndefined()
  })

  it('refuses another type, and a file past the limit before it is sent', () => {
    expect(refusalOf({ name: 'photo.png', size: 10, type: 'image/png' })).toBe(
      messages.importWrongType,
    )
    expect(refusalOf({ name: 'big.csv', size: 50 * 1024 * 1024, type: 'text/csv' })).toBe(
      messages.importFileTooLarge,
    )
    expect(
      refusalOf({ name: 'edge.csv', size: MAX_IMPORT_BYTES, type: 'text/csv' }),
    ).toBeUndefined()
  })
})

describe('toBase64', () => {
  it('writes bytes as base64, however many', () => {
    expect(toBase64(new TextEncoder().encode('₦4,400'))).toBe(btoa('\u00e2\u0082\u00a64,400'))
    const big = new Uint8Array(100_000).map((_, i) => i % 256)
    expect(atob(toBase64(big))).toHaveLength(100_000)
  })
})
