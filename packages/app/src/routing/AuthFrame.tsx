import { AuthLayout } from '@recur/ui'
import { useMemo } from 'react'
import { Outlet } from 'react-router-dom'
import { useApi } from '../api'
import { config } from '../config'
import { AuthPagesProvider } from '../screens/authPages'
import { useCompleteSignIn } from '../session/useCompleteSignIn'

/** The auth pages' frame in the app: its API, and a sign-in that goes on by the router. */
export function AuthFrame() {
  const { client } = useApi()
  const completeSignIn = useCompleteSignIn()
  const authPages = useMemo(() => ({ client, completeSignIn }), [client, completeSignIn])
  return (
    <AuthPagesProvider value={authPages}>
      <AuthLayout productName={config.productName}>
        <Outlet />
      </AuthLayout>
    </AuthPagesProvider>
  )
}
