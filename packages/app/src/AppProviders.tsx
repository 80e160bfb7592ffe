import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { ApiProvider } from './api'
import { AppThemeProvider } from './theme/colorScheme'

/** What every page renders inside: the browser's (main.tsx) and the build's (prerender.tsx). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <StrictMode>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ApiProvider>{children}</ApiProvider>
        </QueryClientProvider>
      </AppThemeProvider>
    </StrictMode>
  )
}
