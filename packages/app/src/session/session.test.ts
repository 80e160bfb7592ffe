import { fixtures } from '@recur/api/mocks'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'
import { TOKEN_COOKIE, USER_STORAGE_KEY } from './constants'
import { clearSession, clearToken, getToken, hasSession, saveSession, storedUser } from './session'

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
