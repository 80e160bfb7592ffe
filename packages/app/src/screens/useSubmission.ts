import { ApiError, messages } from '@recur/api'
import { useCallback, useEffect, useRef, useState } from 'react'

type State<Result> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: Result; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiError }

/**
 * One form's call to the API and where it stands, as the sign-in pages show it: the state of
 * TanStack Query's `useMutation` without its 10 kB, on pages that have nothing to cache (issue
 * 13's 130 kB for /login). Only the latest submit's answer counts, and none after the screen is
 * gone; `onSuccess` runs after the state says 'success'.
 */
export function useSubmission<Args, Result>(send: (args: Args) => Promise<Result>) {
  const [state, setState] = useState<State<Result>>({ status: 'idle' })
  const latest = useRef(0)
  useEffect(() => () => void (latest.current = -1), [])

  const submit = useCallback(
    (args: Args, onSuccess?: (result: Result) => void) => {
      const id = ++latest.current
      setState({ status: 'pending' })
      send(args).then(
        (data) => {
          if (id !== latest.current) return
          setState({ status: 'success', data })
          onSuccess?.(data)
        },
        (error: unknown) => {
          if (id !== latest.current) return
          setState({
            status: 'error',
            error: error instanceof ApiError ? error : new ApiError(0, messages.serverError),
          })
        },
      )
    },
    [send],
  )
  return { ...state, submit }
}
