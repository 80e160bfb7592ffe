// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { supportMailto } from './SupportView'

describe('supportMailto', () => {
  it('addresses the support inbox with the subject Support Request', () => {
    expect(supportMailto('help@recur.example')).toBe(
      'mailto:help@recur.example?subject=Support%20Request',
    )
  })
  it('encodes a subject', () => {
    expect(supportMailto('a@b.c', 'Billing & plans?')).toBe(
      'mailto:a@b.c?subject=Billing%20%26%20plans%3F',
    )
  })
})
