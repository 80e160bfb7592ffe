import type { ComponentType } from 'react'
import type { PRERENDERED_PATHS } from '../routing/prerendered'
import { ForgotPasswordScreen } from '../screens/ForgotPasswordScreen'
import { LoginScreen } from '../screens/LoginScreen'
import { ResetSuccessScreen } from '../screens/ResetSuccessScreen'
import { SignUpScreen } from '../screens/SignUpScreen'

type PrerenderedPath = (typeof PRERENDERED_PATHS)[number]

/** Each prerendered page's screen, as the app's routes (routing/routes.tsx) render it there. */
const signedOutScreens: Record<PrerenderedPath, ComponentType> = {
  '/login': LoginScreen,
  '/signup': SignUpScreen,
  '/password/forgot': ForgotPasswordScreen,
  '/password/success': ResetSuccessScreen,
}

/** The screen for the page at `pathname` (a trailing slash allowed), if it is one of them. */
export function signedOutScreenAt(pathname: string): ComponentType | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return Object.hasOwn(signedOutScreens, path)
    ? signedOutScreens[path as PrerenderedPath]
    : undefined
}
