import { pages, type User } from '@recur/api/contract'
import type { FromState } from '../routing/guards'
import { POST_LOGIN_REDIRECT_MS } from '../session/constants'
import { saveSession } from '../session/session'

/**
 * Where sign-in goes on to (spec §2): where the app's guard sent the visitor from, else the
 * dashboard. The guard's redirect carries that in the location's state, which react-router keeps
 * in the history entry under `usr`, and which a reload of the page keeps.
 */
export function returnAddress(historyState: unknown): string {
  const state = (historyState as { usr?: FromState } | null)?.usr
  const from = state?.from
  return from ? `${from.pathname}${from.search}${from.hash}` : pages.dashboard
}

/**
 * Spec §4 on a prerendered sign-in page: stores the session, then after 700 ms loads the page it
 * goes on to (the app, index.html), replacing the sign-in page in the history as the app does.
 */
export function completeSignInByLoad(user: User, target: Window = window): void {
  saveSession(user)
  const to = returnAddress(target.history.state)
  target.setTimeout(() => target.location.replace(to), POST_LOGIN_REDIRECT_MS)
}
