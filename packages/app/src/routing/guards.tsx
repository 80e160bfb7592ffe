import { pages } from '@recur/api/contract'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { hasSession } from '../session/session'

/** Where a guard sent the visitor from, so sign-in can return there (spec §2). */
export interface FromState {
  from?: { pathname: string; search: string; hash: string }
}

/** Pages other than the auth pages need a stored session token. */
export function RequireAuth() {
  const location = useLocation()
  if (!hasSession()) {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash }
    return <Navigate to={pages.login} replace state={{ from } satisfies FromState} />
  }
  return <Outlet />
}

/** A visitor who already holds the session cookie skips the auth pages. */
export function RedirectIfSignedIn() {
  if (hasSession()) return <Navigate to={pages.dashboard} replace />
  return <Outlet />
}
