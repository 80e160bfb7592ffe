import { RecurThemeProvider } from '@recur/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { ApiProvider } from './api'
import { routes } from './routing/routes'

const router = createBrowserRouter(routes)
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <RecurThemeProvider>
      <ApiProvider>
        <RouterProvider router={router} />
      </ApiProvider>
    </RecurThemeProvider>
  </StrictMode>,
)
