import { ApiProvider } from '@recur/app/api.tsx'
import { resolveLazyRoutes } from '@recur/app/routing/resolveLazyRoutes.ts'
import { routes } from '@recur/app/routing/routes.tsx'
import { loadDeferredParts } from '@recur/app/screens/deferred.tsx'
import { TOKEN_COOKIE, USER_STORAGE_KEY } from '@recur/app/session/constants.ts'
import { tokenCookieWritten } from '@recur/app/session/session.ts'
import { fixtures } from '@recur/api/mocks'
import { preloadSubscriptionGrid } from '@recur/ui'
import { useState } from 'react'
import { within } from 'storybook/test'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

/**
 * The app's route table with every screen's chunk loaded up front, and the parts the screens load
 * after their first paint (a dialog, the wallet's statement; app/src/screens/deferred.tsx) or
 * where they show (the list's wide table): a
 * story shows its screen from the first render, so its checks and screenshot never meet a
 * loading fallback.
 */
const screenRoutes = await resolveLazyRoutes(routes)
await Promise.all([loadDeferredParts(), preloadSubscriptionGrid()])

// How: the real route table in a memory router, over the fresh query cache the preview gives
// every story, with MSW answering the API. (Not a doc comment: the docs pages show those to
// designers, and each screen's stories file describes its screen.)
/** A whole screen of the app, as a customer at that address sees it. */
export function Screen({
  route,
}: {
  /** The address the customer opened, e.g. /dashboard. */
  route: string
}) {
  const [router] = useState(() => createMemoryRouter(screenRoutes, { initialEntries: [route] }))
  return (
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>
  )
}

/**
 * How a screen's docs page draws its stories (`parameters.docs.story`): each in its own frame, as
 * its canvas does, so it shows what its canvas shows. Drawn together on the page itself they
 * would share one set of mocked API answers (MSW's handlers are the page's) and one session, and
 * every story would show the last one's state. `.storybook/docsStoryFrame.ts` gives each such
 * frame its own session. (Written inside the meta's own `docs: { … }`: Storybook adds the
 * file's description there, and would replace a `docs` given whole.)
 */
export const screenDocs = { inline: false, iframeHeight: 720 }

/** A signed-in visitor: the session cookie and stored user are present for the story. */
export function signedIn() {
  const user = fixtures.user()
  document.cookie = `${TOKEN_COOKIE}=${user.token}; path=/`
  tokenCookieWritten()
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  return signedOut
}

/** A visitor with no session. */
export function signedOut() {
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  tokenCookieWritten()
  window.localStorage.removeItem(USER_STORAGE_KEY)
}

/**
 * The dashboard drawn to its last card. A story that ends on the dashboard (or opens something
 * over it) waits for this, so it ends the same on every run: on its canvas and in its docs
 * page's frame alike, however slowly the cards' parts and data come.
 */
export const dashboardDrawn = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'Expiring Soon' }, { timeout: 10_000 })
