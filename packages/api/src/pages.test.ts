// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { href, pages, signedInMenu } from './pages'

describe('pages', () => {
  it('are the routes of spec §2, word for word (the one place a test spells them)', () => {
    expect(Object.values(pages).sort()).toEqual(
      [
        '/login',
        '/signup',
        '/password/forgot',
        '/password/reset',
        '/password/success',
        '/',
        '/dashboard',
        '/all-subscriptions',
        '/create-subscription',
        // Spec §2 /:modify/:id with the two modes of "Edit or renew" and §2's row actions.
        '/renew-subscription/:id',
        '/edit-subscription/:id',
        '/support',
        '/settings',
        '/change-password',
        '/pay',
        '/wallet',
        // Beyond the spec (issue 16).
        '/import-subscriptions',
      ].sort(),
    )
  })
})

describe('href', () => {
  it('is the pattern itself for a page without parameters', () => {
    expect(href(pages.dashboard)).toBe('/dashboard')
  })

  it('fills in and encodes a parameter', () => {
    expect(href(pages.renewSubscription, { id: 'abc' })).toBe('/renew-subscription/abc')
    expect(href(pages.editSubscription, { id: 'a/b c' })).toBe('/edit-subscription/a%2Fb%20c')
  })

  it('adds the query string, leaving out absent and empty values', () => {
    expect(href(pages.pay, { reference: 'RCR-1&x' })).toBe('/pay?reference=RCR-1%26x')
    expect(href(pages.wallet, { reference: 'R1', outcome: undefined })).toBe('/wallet?reference=R1')
    expect(href(pages.wallet, { reference: '' })).toBe('/wallet')
    expect(href(pages.editSubscription, { id: '7' }, { page: 2 })).toBe(
      '/edit-subscription/7?page=2',
    )
  })

  it('refuses a missing parameter', () => {
    // @ts-expect-error the pattern needs an id
    expect(() => href(pages.renewSubscription)).toThrow(':id')
    expect(() => href(pages.renewSubscription, { id: '' })).toThrow(':id')
  })
})

describe('signedInMenu', () => {
  it('lists the seven entries of spec §2 in order, with their pages', () => {
    expect(signedInMenu.map(({ label, path }) => [label, path])).toEqual([
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
