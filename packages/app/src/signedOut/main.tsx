/**
 * The prerendered pages' own entry (scripts/prerender.mjs asks for it once the page has painted):
 * the page's screen drawn over its static HTML, with react-aria, styled-components, formik and
 * the API client, and neither react-router nor TanStack Query, which none of these pages needs
 * (issue 13: /login ≤ 130 kB of JavaScript). Their links load the other prerendered pages; a
 * sign-in ends in a load of the app (index.html, main.tsx). Reached from inside the app (a
 * guard's redirect, a sign-out), the same screens are the app's own routes (routing/routes.tsx).
 */
import { authEndpoints, createApiCalls, pages } from '@recur/api'
import { AuthLayout } from '@recur/ui'
import { StrictMode, startTransition } from 'react'
import { I18nProvider } from 'react-aria-components'
import { createRoot } from 'react-dom/client'
import { config } from '../config'
import { refusedOffline, watchOnline } from '../offline/online'
import { followHandOver } from '../routing/handOver'
import { whenIdle } from '../routing/pageSettled'
import { TakeOver } from '../routing/TakeOver'
import { AuthPagesProvider, type AuthPages } from '../screens/authPages'
import { hasSession } from '../session/session'
import { AppThemeProvider } from '../theme/colorScheme'
import { registerServiceWorker } from '../worker/register'
import { completeSignInByLoad } from './completeSignIn'
import { signedOutScreenAt } from './screens'

function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('the prerendered page has no #root element')
  // As the app's guard (routing/guards.tsx): a visitor who holds the session goes on.
  if (hasSession()) return window.location.replace(pages.dashboard)
  const Screen = signedOutScreenAt(window.location.pathname)
  if (!Screen) throw new Error(`${window.location.pathname} is not a prerendered page`)
  watchOnline()
  // The worker installs once the app has taken the page over and the browser is idle.
  let committed = () => {}
  registerServiceWorker(new Promise<void>((settled) => (committed = () => whenIdle(settled))))
  // Signed out: no token to send, and none to drop on a 401 (a wrong password is one).
  const calls = createApiCalls({ baseURL: config.apiBaseUrl }, authEndpoints)
  // Writes, refused at once while offline, as the app's client refuses them (api.tsx).
  const authPages: AuthPages = {
    client: {
      login: refusedOffline(calls.login),
      register: refusedOffline(calls.register),
      forgotPassword: refusedOffline(calls.forgotPassword),
    },
    completeSignIn: (user) => completeSignInByLoad(user),
  }
  // What the visitor types on the static page until this render replaces it is carried over.
  const handOver = followHandOver(root)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppThemeProvider>
          <I18nProvider locale={config.locale}>
            <AuthPagesProvider value={authPages}>
              <AuthLayout productName={config.productName}>
                <Screen />
              </AuthLayout>
            </AuthPagesProvider>
          </I18nProvider>
        </AppThemeProvider>
        <TakeOver root={root} handOver={handOver} onCommit={committed} />
      </StrictMode>,
    ),
  )
}

start()
