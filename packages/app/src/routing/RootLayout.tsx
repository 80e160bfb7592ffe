import { Outlet } from 'react-router-dom'
import { AriaRouter } from './AriaRouter'

/** The one root under every route (spec §2); its error boundary is `RootError`. */
export function RootLayout() {
  return (
    <AriaRouter>
      <Outlet />
    </AriaRouter>
  )
}
