// @vitest-environment node
import { isActivePath } from '@recur/ui'
import { describe, expect, it } from 'vitest'
import { navEntries } from './navigation'

describe('navEntries', () => {
  it('gives every entry of the menu an icon and marks exactly one entry on each of its pages', () => {
    for (const entry of navEntries) {
      expect(entry.icon).toBeDefined()
      expect(navEntries.filter((e) => isActivePath(entry.path, e.path))).toEqual([entry])
    }
  })
})
