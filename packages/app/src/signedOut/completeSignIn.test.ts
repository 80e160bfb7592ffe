import { pages, type User } from '@recur/api'
import { afterEach, expect, it, vi } from 'vitest'
import { POST_LOGIN_REDIRECT_MS, USER_STORAGE_KEY } from '../session/constants'
import { completeSignInByLoad, returnAddress } from './completeSignIn'

afterEach(() => {
  vi.useRealTimers()
  window.localStorage.clear()
})

it("goes back to where the app's guard sent the visitor from, else to the dashboard", () => {
  const from = { pathname: '/wallet', search: '?tab=history', hash: '#top' }
  expect(returnAddress({ usr: { from }, key: 'k', idx: 0 })).toBe('/wallet?tab=history#top')
  expect(returnAddress({ usr: null, key: 'k', idx: 0 })).toBe(pages.dashboard)
  expect(returnAddress(null)).toBe(pages.dashboard)
})

it('stores the session, then after 700 ms replaces the page with where it goes on to', () => {
  vi.useFakeTimers()
  const replace = vi.fn()
  const target = {
    history: { state: null },
    location: { replace },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  } as unknown as Window
  // No expiry: a cookie for the browser's session, whatever today's date.
  const user = {
    id: 'u1',
    email: 'ada@recur.ng',
    token: 'tok',
    token_expiry: '',
  } as unknown as User
  completeSignInByLoad(user, target)
  expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject(user)
  vi.advanceTimersByTime(POST_LOGIN_REDIRECT_MS - 1)
  expect(replace).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(replace).toHaveBeenCalledWith(pages.dashboard)
})
