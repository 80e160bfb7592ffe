import { pages } from '@recur/api/contract'
import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import { RedirectIfSignedIn, RequireAuth } from './guards'
import { RootError } from './RootError'
import { RootLayout } from './RootLayout'
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

/**
 * Spec §2's route table. Screen stories render these same routes in a memory router.
 * The root, its error view and the guards are in the entry chunk: a guard decides before any
 * screen renders, and the broken-page view must show even when a chunk fails to download. (The
 * router loads a URL's chunks before it renders the guard, so a signed-out visit to a signed-in
 * page downloads that page's chunks before it is sent to /login; the auth pages' are then loaded.)
 */
export const routes: RouteObject[] = [
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
          {
            lazy: lazily(() => import('../screens/SignedInFrame'), 'SignedInFrame'),
            children: [
              { index: true, element: <Navigate to={pages.dashboard} replace /> },
              {
                path: pages.dashboard,
                lazy: lazily(
                  () => import('../screens/dashboard/DashboardScreen'),
                  'DashboardScreen',
                ),
              },
              {
                path: pages.subscriptions,
                lazy: lazily(
                  () => import('../screens/subscriptions/SubscriptionsScreen'),
                  'SubscriptionsScreen',
                ),
              },
              {
                path: pages.createSubscription,
                lazy: lazily(
                  () => import('../screens/subscriptions/CreateSubscriptionScreen'),
                  'CreateSubscriptionScreen',
                ),
              },
              {
                path: pages.importSubscriptions,
                lazy: lazily(
                  () => import('../screens/imports/ImportSubscriptionsScreen'),
                  'ImportSubscriptionsScreen',
                ),
              },
              {
                path: pages.settings,
                lazy: lazily(() => import('../screens/SettingsScreen'), 'SettingsScreen'),
              },
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
              {
                path: pages.wallet,
                lazy: lazily(() => import('../screens/wallet/WalletScreen'), 'WalletScreen'),
              },
              {
                path: pages.pay,
                lazy: lazily(() => import('../screens/pay/PayScreen'), 'PayScreen'),
              },
              // Spec §2 /:modify/:id: its two modes, each a route of its own (one chunk).
              {
                path: pages.renewSubscription,
                lazy: lazily(
                  () => import('../screens/subscriptions/ModifySubscriptionScreen'),
                  'RenewSubscriptionScreen',
                ),
              },
              {
                path: pages.editSubscription,
                lazy: lazily(
                  () => import('../screens/subscriptions/ModifySubscriptionScreen'),
                  'EditSubscriptionScreen',
                ),
              },
              {
                path: '*',
                lazy: lazily(() => import('../screens/NotFoundScreen'), 'NotFoundScreen'),
              },
            ],
          },
        ],
      },
    ],
  },
]
