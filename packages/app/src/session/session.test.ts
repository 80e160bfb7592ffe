import { fixtures } from '@recur/api/mocks'
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_COOKIE, USER_STORAGE_KEY } from './constants'
import {
  beginSignOut,
  clearSession,
  clearToken,
  getToken,
  hasSession,
  onUnauthorized,
  saveSession,
  storedUser,
} from './session'

afterEach(() => clearSession())

describe('session', () => {
  it('uses the product-prefixed names of spec §4', () => {
    expect(TOKEN_COOKIE).toBe('recur_token')
    expect(USER_STORAGE_KEY).toBe('recur_user')
  })

  it('saves the token in a cookie and the user in local storage', () => {
    const user = fixtures.user({ token: 'abc' })
    saveSession(user)
    expect(Cookies.get('recur_token')).toBe('abc')
    expect(getToken()).toBe('abc')
    expect(hasSession()).toBe(true)
    expect(JSON.parse(window.localStorage.getItem('recur_user') ?? 'null')).toEqual(user)
    expect(storedUser()).toEqual(user)
  })

  it('does not keep a cookie whose expiry has passed', () => {
    saveSession(
      fixtures.user({ token: 'old', token_expiry: new Date(Date.now() - 1000).toISOString() }),
    )
    expect(getToken()).toBeUndefined()
  })

  it('clearToken removes only the token', () => {
    saveSession(fixtures.user())
    clearToken()
    expect(hasSession()).toBe(false)
    expect(storedUser()).toBeDefined()
  })

  it('clearSession removes token and user', () => {
    saveSession(fixtures.user())
    clearSession()
    expect(hasSession()).toBe(false)
    expect(storedUser()).toBeUndefined()
  })

  it('ignores a corrupt stored user', () => {
    window.localStorage.setItem(USER_STORAGE_KEY, '{not json')
    expect(storedUser()).toBeUndefined()
  })
})

describe('a 401', () => {
  const assign = vi.fn()
  beforeEach(() => {
    assign.mockReset()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/dashboard',
      assign,
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('drops the token and goes to /login', () => {
    saveSession(fixtures.user())
    onUnauthorized()
    expect(hasSession()).toBe(false)
    expect(assign).toHaveBeenCalledWith('/login')
  })

  it('is left to the sign-out while the customer signs out, and counts again at the next sign-in', () => {
    saveSession(fixtures.user({ token: 'first' }))
    beginSignOut()
    onUnauthorized()
    expect(getToken()).toBe('first')
    expect(assign).not.toHaveBeenCalled()

    saveSession(fixtures.user({ token: 'second' }))
    onUnauthorized()
    expect(assign).toHaveBeenCalledWith('/login')
  })
})
