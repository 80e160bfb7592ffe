// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { exampleNavEntries } from './SideNav.fixtures'
import { isActivePath } from './navigation'

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
    for (const entry of exampleNavEntries) {
      expect(exampleNavEntries.filter((e) => isActivePath(entry.path, e.path))).toEqual([entry])
    }
  })
})
