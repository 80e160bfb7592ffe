import { AuthLayout } from '@recur/ui'
import { Outlet } from 'react-router-dom'
import { config } from '../config'

export function AuthFrame() {
  return (
    <AuthLayout productName={config.productName}>
      <Outlet />
    </AuthLayout>
  )
}
