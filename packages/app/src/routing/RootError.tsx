import { pages } from '@recur/api/contract'
import { BrokenPage } from '@recur/ui'
import { useEffect, useState } from 'react'
import { useRouteError } from 'react-router-dom'
import { RouteFallback } from './RouteFallback'
import { noteReload, shouldReloadFor } from './staleChunks'

/**
 * Anything a screen throws ends here: the broken-page view, and the error in the console. A chunk
 * that failed to download because a new release replaced it reloads the page instead (the URL is
 * already the one asked for), once a minute at most.
 *
 * This replaces the whole app, frame and menu included, so the page itself offers the way out:
 * 'Try again' reloads the address asked for (whatever broke, chunk or state, starts afresh) and
 * 'Go to Dashboard' leaves for the home page.
 */
export function RootError() {
  const error = useRouteError()
  const [reload] = useState(() => shouldReloadFor(error, sessionStorage, Date.now()))
  useEffect(() => {
    if (reload) {
      noteReload(sessionStorage, Date.now())
      window.location.reload()
    } else {
      console.error(error)
    }
  }, [error, reload])
  return reload ? (
    <RouteFallback />
  ) : (
    <BrokenPage onRetry={() => window.location.reload()} homeHref={pages.dashboard} />
  )
}
