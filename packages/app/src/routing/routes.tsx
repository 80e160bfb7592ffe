import { pages } from '@recur/api/contract'
import type { Queries } from '@recur/api/queries'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { hasSession } from '../session/session'
import { RedirectIfSignedIn, RequireAuth } from './guards'
import { RootError } from './RootError'
import { RootLayout } from './RootLayout'
import type { RouteQueryName } from './routeQueries'
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

/** What a route keeps in its `handle`: which screen's queries it starts (routeQueries.ts). */
export interface RouteHandle {
  queries: RouteQueryName
}

/**
 * A signed-in route whose screen asks for the queries `routeQueries[name]` lists. With the app's
 * `data`, its loader starts them as the route is entered, in parallel with the route's chunk
 * (react-router runs a route's loader and its `lazy` together), and returns without waiting for
 * any of them: the screen shows its own loading state as before. The list of queries is a small
 * chunk of its own (the screens share it), so the entry, which every page loads, /login too,
 * holds only the route's name for it. Signed out, nothing is asked (the guard sends the visitor
 * to sign in).
 */
function withQueries(route: RouteObject, name: RouteQueryName, data?: RouteData): RouteObject {
  const handle: RouteHandle = { queries: name }
  if (!data) return { ...route, handle } as RouteObject
  const loader = async ({ request, params }: LoaderFunctionArgs) => {
    if (hasSession()) {
      const { startRouteQueries } = await import('./routeQueries')
      void startRouteQueries(data, name, { url: new URL(request.url), params })
    }
    return null
  }
  return { ...route, handle, loader } as RouteObject
}

/** The route whose guard holds every signed-in page (the build's prerender renders its frame). */
export const SIGNED_IN_ROUTE_ID = 'signed-in'

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
        id: SIGNED_IN_ROUTE_ID,
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
                  'dashboard',
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
                  'subscriptions',
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
                  'createSubscription',
                  data,
                ),
                {
                  path: pages.importSubscriptions,
                  lazy: lazily(
                    () => import('../screens/imports/ImportSubscriptionsScreen'),
                    'ImportSubscriptionsScreen',
                  ),
                },
                withQueries(
                  {
                    path: pages.settings,
                    lazy: lazily(() => import('../screens/SettingsScreen'), 'SettingsScreen'),
                  },
                  'settings',
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
                  'wallet',
                  data,
                ),
                withQueries(
                  {
                    path: pages.pay,
                    lazy: lazily(() => import('../screens/pay/PayScreen'), 'PayScreen'),
                  },
                  'pay',
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
                  'modifySubscription',
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
                  'modifySubscription',
                  data,
                ),
                {
                  path: '*',
                  lazy: lazily(() => import('../screens/NotFoundScreen'), 'NotFoundScreen'),
                },
              ],
            },
            'frame',
            data,
          ),
        ],
      },
    ],
  },
]

/** The table without loaders: for the build's prerender and the screen stories. */
export const routes = createRoutes()
