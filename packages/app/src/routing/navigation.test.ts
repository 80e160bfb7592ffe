// @vitest-environment node
import { pages } from '@recur/api/contract'
import { isActivePath } from '@recur/ui'
import { describe, expect, it } from 'vitest'
import { navEntries } from './navigation'

describe('navEntries', () => {
  it('lists the seven entries of spec §2 in order, with their pages', () => {
    expect(navEntries.map(({ label, path }) => [label, path])).toEqual([
      ['Dashboard', pages.dashboard],
      ['All Subscriptions', pages.subscriptions],
      ['Add new subscription', pages.createSubscription],
      ['Wallet', pages.wallet],
      ['Pay for Service', pages.pay],
      ['Settings', pages.settings],
      ['Support', pages.support],
    ])
  })

  it('gives every entry an icon and marks exactly one entry on each of its pages', () => {
    for (const entry of navEntries) {
      expect(entry.icon).toBeDefined()
      expect(navEntries.filter((e) => isActivePath(entry.path, e.path))).toEqual([entry])
    }
  })
})
