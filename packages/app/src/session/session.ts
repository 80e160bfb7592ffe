import { pages, type User } from '@recur/api'
import Cookies from 'js-cookie'
import { forgetQueries } from '../offline/persistQueries'
import { TOKEN_COOKIE, USER_STORAGE_KEY } from './constants'

/** The stored session: a cookie for the token, local storage for the user record (spec §4). */

/**
 * The token as last read from its cookie. Each read of `document.cookie` is a synchronous round
 * trip to the browser process: 0.1 ms when it is idle, milliseconds while it is busy, as it is
 * while a page loads (every request and route guard asks). Where the browser reports the cookie's
 * changes (the Cookie Store API: another tab signing in or out), the cookie is read once and again
 * after each change; elsewhere at every call.
 */
let lastRead: { token: string | undefined } | undefined
let watched: boolean | undefined

function watchTokenCookie(): boolean {
  if (typeof cookieStore === 'undefined') return false
  cookieStore.addEventListener('change', (event) => {
    if ([...event.changed, ...event.deleted].some(({ name }) => name === TOKEN_COOKIE)) {
      tokenCookieWritten()
    }
  })
  return true
}

function writeToken(value: string, options: Cookies.CookieAttributes): void {
  Cookies.set(TOKEN_COOKIE, value, options)
  tokenCookieWritten()
}

/**
 * Says the token cookie was written other than through this module, so the next read sees it:
 * the browser reports such a write to the Cookie Store only a moment later. Stories sign their
 * visitor in and out by writing the cookie themselves (stories/support/Screen.tsx).
 */
export function tokenCookieWritten(): void {
  lastRead = undefined
}

export function getToken(): string | undefined {
  watched ??= watchTokenCookie()
  if (!watched) return Cookies.get(TOKEN_COOKIE) || undefined
  lastRead ??= { token: Cookies.get(TOKEN_COOKIE) || undefined }
  return lastRead.token
}

export function hasSession(): boolean {
  return getToken() !== undefined
}

/** Set while a sign-out revokes the token: a 401 then is expected, not a session lost. */
let signingOut = false

export function saveSession(user: User): void {
  signingOut = false
  const expires = new Date(user.token_expiry)
  writeToken(user.token, {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    ...(Number.isNaN(expires.getTime()) ? {} : { expires }),
  })
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
}

/**
 * Expires the cookie at the epoch rather than js-cookie's "now minus a day": the page's clock
 * and the browser's cookie jar need not agree (a fixed clock in Storybook, a device clock set
 * back), and an expiry in the jar's future would leave an empty `recur_token=` behind.
 */
export function clearToken(): void {
  writeToken('', { path: '/', expires: new Date(0) })
  // The signed-in reads saved for offline use go with the session (sign-out, a 401).
  forgetQueries()
}

/** The signed-in user's id: the one whose saved reads may be shown (offline/persistQueries). */
export function signedInUserId(): string | undefined {
  return hasSession() ? storedUser()?.id : undefined
}

/** The customer signs out: the sign-out itself clears the session and goes to /login. */
export function beginSignOut(): void {
  signingOut = true
}

/**
 * Spec §4: any response whose body status is 401 drops the token and goes to /login. Not while
 * the customer signs out: a read that crossed the revocation would reload the page under the
 * sign-out's own way to /login.
 */
export function onUnauthorized(): void {
  if (signingOut) return
  clearToken()
  if (window.location.pathname !== pages.login) window.location.assign(pages.login)
}

export function clearSession(): void {
  clearToken()
  window.localStorage.removeItem(USER_STORAGE_KEY)
}

export function storedUser(): User | undefined {
  const raw = window.localStorage.getItem(USER_STORAGE_KEY)
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as User
  } catch {
    return undefined
  }
}
