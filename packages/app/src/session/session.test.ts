import { fixtures } from '@recur/api/mocks'
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_COOKIE, USER_STORAGE_KEY } from './constants'
import type * as Session from './session'
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

describe('where the browser reports the cookie’s changes (Cookie Store API)', () => {
  let session: typeof Session
  const cookieStore = new EventTarget()
  /** What the browser tells every tab when a cookie changes (here: in another tab). */
  const changeInAnotherTab = (token: string | undefined) => {
    if (token) Cookies.set(TOKEN_COOKIE, token, { path: '/' })
    else Cookies.remove(TOKEN_COOKIE, { path: '/' })
    const cookie = { name: TOKEN_COOKIE, value: token }
    cookieStore.dispatchEvent(
      Object.assign(new Event('change'), {
        changed: token ? [cookie] : [],
        deleted: token ? [] : [cookie],
      }),
    )
  }

  beforeEach(async () => {
    vi.stubGlobal('cookieStore', cookieStore)
    vi.resetModules()
    session = await import('./session')
  })
  afterEach(() => {
    session.clearSession()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('reads the cookie once, not at every call', () => {
    session.saveSession(fixtures.user({ token: 'abc' }))
    const read = vi.spyOn(document, 'cookie', 'get')
    expect(session.getToken()).toBe('abc')
    const oneRead = read.mock.calls.length
    expect(oneRead).toBeGreaterThan(0)
    expect(session.hasSession()).toBe(true)
    expect(session.getToken()).toBe('abc')
    expect(read).toHaveBeenCalledTimes(oneRead)
  })

  it('reads it again after a sign-in or sign-out in another tab', () => {
    session.saveSession(fixtures.user({ token: 'mine' }))
    expect(session.getToken()).toBe('mine')
    changeInAnotherTab('theirs')
    expect(session.getToken()).toBe('theirs')
    changeInAnotherTab(undefined)
    expect(session.hasSession()).toBe(false)
  })

  it('reads it again when told of a write made outside it', () => {
    session.saveSession(fixtures.user({ token: 'first' }))
    expect(session.getToken()).toBe('first')
    Cookies.set(TOKEN_COOKIE, 'written-by-hand', { path: '/' })
    session.tokenCookieWritten()
    expect(session.getToken()).toBe('written-by-hand')
  })

  it('sees its own sign-out and sign-in at once', () => {
    session.saveSession(fixtures.user({ token: 'first' }))
    expect(session.getToken()).toBe('first')
    session.clearToken()
    expect(session.hasSession()).toBe(false)
    session.saveSession(fixtures.user({ token: 'second' }))
    expect(session.getToken()).toBe('second')
  })
})
