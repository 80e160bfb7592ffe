import type { ApiClient, User } from '@recur/api'
import { createContext, useContext } from 'react'

/**
 * What the sign-in pages' screens (sign-in, sign-up, forgotten password) ask of the page around
 * them: the API, and what follows a sign-in. The app's `AuthFrame` gives its router and query
 * cache; the prerendered pages' own entry (signedOut/main.tsx) gives a page load, so those pages
 * need neither react-router nor TanStack Query.
 */
export interface AuthPages {
  client: Pick<ApiClient, 'login' | 'register' | 'forgotPassword'>
  /** Spec §4: stores the session, then after 700 ms leaves for where the visitor was going. */
  completeSignIn: (user: User) => void
}

const AuthPagesContext = createContext<AuthPages | null>(null)

export const AuthPagesProvider = AuthPagesContext.Provider

export function useAuthPages(): AuthPages {
  const authPages = useContext(AuthPagesContext)
  if (!authPages) throw new Error('useAuthPages must be used inside <AuthPagesProvider>')
  return authPages
}
