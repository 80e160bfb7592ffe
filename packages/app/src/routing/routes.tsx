import { Navigate, type RouteObject } from 'react-router-dom'
import { ChangePasswordScreen } from '../screens/ChangePasswordScreen'
import { DashboardScreen } from '../screens/dashboard/DashboardScreen'
import { ForgotPasswordScreen } from '../screens/ForgotPasswordScreen'
import { LoginScreen } from '../screens/LoginScreen'
import { NotFoundScreen } from '../screens/NotFoundScreen'
import { PayScreen } from '../screens/pay/PayScreen'
import { ResetPasswordScreen } from '../screens/ResetPasswordScreen'
import { ResetSuccessScreen } from '../screens/ResetSuccessScreen'
import { SignedInFrame } from '../screens/SignedInFrame'
import { SettingsScreen } from '../screens/SettingsScreen'
import { SignUpScreen } from '../screens/SignUpScreen'
import { CreateSubscriptionScreen } from '../screens/subscriptions/CreateSubscriptionScreen'
import { ModifySubscriptionScreen } from '../screens/subscriptions/ModifySubscriptionScreen'
import { SubscriptionsScreen } from '../screens/subscriptions/SubscriptionsScreen'
import { SupportScreen } from '../screens/SupportScreen'
import { WalletScreen } from '../screens/wallet/WalletScreen'
import { AuthFrame } from './AuthFrame'
import { RedirectIfSignedIn, RequireAuth } from './guards'
import { RootError } from './RootError'
import { RootLayout } from './RootLayout'

/** Spec §2's route table. Screen stories render these same routes in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            element: <AuthFrame />,
            children: [
              { path: '/login', element: <LoginScreen /> },
              { path: '/signup', element: <SignUpScreen /> },
              { path: '/password/forgot', element: <ForgotPasswordScreen /> },
              { path: '/password/reset', element: <ResetPasswordScreen /> },
              { path: '/password/success', element: <ResetSuccessScreen /> },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SignedInFrame />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              { path: '/dashboard', element: <DashboardScreen /> },
              { path: '/all-subscriptions', element: <SubscriptionsScreen /> },
              { path: '/create-subscription', element: <CreateSubscriptionScreen /> },
              { path: '/settings', element: <SettingsScreen /> },
              { path: '/support', element: <SupportScreen /> },
              { path: '/change-password', element: <ChangePasswordScreen /> },
              { path: '/wallet', element: <WalletScreen /> },
              { path: '/pay', element: <PayScreen /> },
              { path: '/:modify/:id', element: <ModifySubscriptionScreen /> },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
  },
]
