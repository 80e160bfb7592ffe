import { I18nProvider } from 'react-aria-components'
import { Outlet } from 'react-router-dom'
import { config } from '../config'
import { AriaRouter } from './AriaRouter'

/** The one root under every route (spec §2); its error boundary is `RootError`. */
export function RootLayout() {
  return (
    // Nigerian conventions for dates and numbers in react-aria's fields (e.g. 21/11/2026).
    <I18nProvider locale={config.locale}>
      <AriaRouter>
        <Outlet />
      </AriaRouter>
    </I18nProvider>
  )
}
