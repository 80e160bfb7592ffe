// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isActivePath, navEntries } from './navigation'

describe('navEntries', () => {
  it('lists the seven entries of spec §2 in order, with their paths', () => {
    expect(navEntries.map(({ label, path }) => [label, path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['All Subscriptions', '/all-subscriptions'],
      ['Add new subscription', '/create-subscription'],
      ['Wallet', '/wallet'],
      ['Pay for Service', '/pay'],
      ['Settings', '/settings'],
      ['Support', '/support'],
    ])
  })
})

describe('isActivePath', () => {
  it('is active when the entry path is contained in the current path', () => {
    expect(isActivePath('/dashboard', '/dashboard')).toBe(true)
    expect(isActivePath('/wallet?page=2', '/wallet')).toBe(true)
    expect(isActivePath('/settings/profile', '/settings')).toBe(true)
  })
  it('is inactive otherwise', () => {
    expect(isActivePath('/', '/dashboard')).toBe(false)
    expect(isActivePath('/support', '/settings')).toBe(false)
  })
  it('marks exactly one entry for each of the seven routes', () => {
    for (const entry of navEntries) {
      expect(navEntries.filter((e) => isActivePath(entry.path, e.path))).toEqual([entry])
    }
  })
})
