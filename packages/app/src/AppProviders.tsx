import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { ApiProvider, type Api } from './api'
import { AppThemeProvider } from './theme/colorScheme'

/** What every page renders inside: the browser's (main.tsx) and the build's (prerender.tsx). */
export function AppProviders({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient
  /** The API over `queryClient`, when the routes share it (main.tsx); else the provider's own. */
  api?: Api
  children: ReactNode
}) {
  return (
    <StrictMode>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ApiProvider api={api}>{children}</ApiProvider>
        </QueryClientProvider>
      </AppThemeProvider>
    </StrictMode>
  )
}
