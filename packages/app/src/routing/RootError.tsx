import { BrokenPage } from '@recur/ui'
import { useEffect } from 'react'
import { useRouteError } from 'react-router-dom'

/** Anything a screen throws ends here: the broken-page view, and the error in the console. */
export function RootError() {
  const error = useRouteError()
  useEffect(() => console.error(error), [error])
  return <BrokenPage />
}
