import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { ApiProvider, createQueryClient } from './api'
import { routes } from './routing/routes'
import { watchForStaleChunks } from './routing/staleChunks'
import { AppThemeProvider } from './theme/colorScheme'

watchForStaleChunks()
const router = createBrowserRouter(routes)
const queryClient = createQueryClient()
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ApiProvider>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  </StrictMode>,
)
