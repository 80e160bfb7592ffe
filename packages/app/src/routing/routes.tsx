import { pages } from '@recur/api/contract'
import type { Queries } from '@recur/api/queries'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { hasSession } from '../session/session'
import { RedirectIfSignedIn, RequireAuth } from './guards'
import { RootError } from './RootError'
import { RootLayout } from './RootLayout'
import { routeQueries, startQueries, type RouteQueries } from './routeQueries'
import { RouteFallback } from './RouteFallback'

/**
 * A route's component, fetched as its own chunk the first time the route matches (react-router's
 * route `lazy`): sign-in never downloads the dashboard's charts, nor the dashboard the auth
 * artwork. The router resolves every matched route's chunk in parallel before it renders, so a
 * frame and its screen arrive together, and a navigation keeps the current page until they have.
 */
function lazily<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] })
}

/** The app's query cache and queries: what the routes start their screens' queries with. */
export interface RouteData {
  queryClient: QueryClient
  queries: Queries
}

/** What a route keeps in its `handle`: the queries its screen asks for (routeQueries.ts). */
export interface RouteHandle {
  queries: RouteQueries
}

/**
 * A signed-in route whose screen asks for `select`'s queries. With the app's `data`, its loader
 * starts them as the route is entered, in parallel with the route's chunk (react-router runs a
 * route's loader and its `lazy` together), and returns at once: nothing waits for the data, the
 * screen shows its own loading state as before. Signed out, nothing is asked (the guard sends
 * the visitor to sign in).
 */
function withQueries(route: RouteObject, select: RouteQueries, data?: RouteData): RouteObject {
  const handle: RouteHandle = { queries: select }
  if (!data) return { ...route, handle } as RouteObject
  const loader = ({ request, params }: LoaderFunctionArgs) => {
    if (hasSession()) {
      startQueries(data.queryClient, select(data.queries, { url: new URL(request.url), params }))
    }
    return null
  }
  return { ...route, handle, loader } as RouteObject
}

/**
 * Spec §2's route table. Screen stories render these same routes in a memory router.
 * The root, its error view and the guards are in the entry chunk: a guard decides before any
 * screen renders, and the broken-page view must show even when a chunk fails to download. (The
 * router loads a URL's chunks before it renders the guard, so a signed-out visit to a signed-in
 * page downloads that page's chunks before it is sent to /login; the auth pages' are then loaded.)
 */
export const createRoutes = (data?: RouteData): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    // Shown on first load until the matched routes' chunks are in.
    HydrateFallback: RouteFallback,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            lazy: lazily(() => import('./AuthFrame'), 'AuthFrame'),
            children: [
              {
                path: pages.login,
                lazy: lazily(() => import('../screens/LoginScreen'), 'LoginScreen'),
              },
              {
                path: pages.signup,
                lazy: lazily(() => import('../screens/SignUpScreen'), 'SignUpScreen'),
              },
              {
                path: pages.forgotPassword,
                lazy: lazily(
                  () => import('../screens/ForgotPasswordScreen'),
                  'ForgotPasswordScreen',
                ),
              },
              {
                path: pages.resetPassword,
                lazy: lazily(() => import('../screens/ResetPasswordScreen'), 'ResetPasswordScreen'),
              },
              {
                path: pages.resetSuccess,
                lazy: lazily(() => import('../screens/ResetSuccessScreen'), 'ResetSuccessScreen'),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          withQueries(
            {
              lazy: lazily(() => import('../screens/SignedInFrame'), 'SignedInFrame'),
              children: [
                { index: true, element: <Navigate to={pages.dashboard} replace /> },
                withQueries(
                  {
                    path: pages.dashboard,
                    lazy: lazily(
                      () => import('../screens/dashboard/DashboardScreen'),
                      'DashboardScreen',
                    ),
                  },
                  routeQueries.dashboard,
                  data,
                ),
                withQueries(
                  {
                    path: pages.subscriptions,
                    lazy: lazily(
                      () => import('../screens/subscriptions/SubscriptionsScreen'),
                      'SubscriptionsScreen',
                    ),
                  },
                  routeQueries.subscriptions,
                  data,
                ),
                withQueries(
                  {
                    path: pages.createSubscription,
                    lazy: lazily(
                      () => import('../screens/subscriptions/CreateSubscriptionScreen'),
                      'CreateSubscriptionScreen',
                    ),
                  },
                  routeQueries.createSubscription,
                  data,
                ),
                withQueries(
                  {
                    path: pages.settings,
                    lazy: lazily(() => import('../screens/SettingsScreen'), 'SettingsScreen'),
                  },
                  routeQueries.settings,
                  data,
                ),
                {
                  path: pages.support,
                  lazy: lazily(() => import('../screens/SupportScreen'), 'SupportScreen'),
                },
                {
                  path: pages.changePassword,
                  lazy: lazily(
                    () => import('../screens/ChangePasswordScreen'),
                    'ChangePasswordScreen',
                  ),
                },
                withQueries(
                  {
                    path: pages.wallet,
                    lazy: lazily(() => import('../screens/wallet/WalletScreen'), 'WalletScreen'),
                  },
                  routeQueries.wallet,
                  data,
                ),
                withQueries(
                  {
                    path: pages.pay,
                    lazy: lazily(() => import('../screens/pay/PayScreen'), 'PayScreen'),
                  },
                  routeQueries.pay,
                  data,
                ),
                // Spec §2 /:modify/:id: its two modes, each a route of its own (one chunk).
                withQueries(
                  {
                    path: pages.renewSubscription,
                    lazy: lazily(
                      () => import('../screens/subscriptions/ModifySubscriptionScreen'),
                      'RenewSubscriptionScreen',
                    ),
                  },
                  routeQueries.modifySubscription,
                  data,
                ),
                withQueries(
                  {
                    path: pages.editSubscription,
                    lazy: lazily(
                      () => import('../screens/subscriptions/ModifySubscriptionScreen'),
                      'EditSubscriptionScreen',
                    ),
                  },
                  routeQueries.modifySubscription,
                  data,
                ),
                {
                  path: '*',
                  lazy: lazily(() => import('../screens/NotFoundScreen'), 'NotFoundScreen'),
                },
              ],
            },
            routeQueries.frame,
            data,
          ),
        ],
      },
    ],
  },
]

/** The table without loaders: for the build's prerender and the screen stories. */
export const routes = createRoutes()
