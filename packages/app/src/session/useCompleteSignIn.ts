import { pages } from '@recur/api/contract'
import type { User } from '@recur/api'
import { queryKeys } from '@recur/api/queries'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { FromState } from '../routing/guards'
import { POST_LOGIN_REDIRECT_MS } from './constants'
import { saveSession } from './session'

/**
 * Spec §4: after sign-in or sign-up, store the session, cache the user under 'user', then after
 * 700 ms go back to where the guard sent the visitor from, else to /dashboard.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  return useCallback(
    (user: User) => {
      saveSession(user)
      queryClient.setQueryData(queryKeys.user, user)
      const from = (location.state as FromState | null)?.from
      const to = from ? `${from.pathname}${from.search}${from.hash}` : pages.dashboard
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void navigate(to, { replace: true }), POST_LOGIN_REDIRECT_MS)
    },
    [queryClient, navigate, location.state],
  )
}
