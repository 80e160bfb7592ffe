import { createApiClient, pages, type ApiClient } from '@recur/api'
import { createMutations, createQueries, type Mutations, type Queries } from '@recur/api/queries'
import { QueryClient, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { config } from './config'
import { clearToken, getToken } from './session/session'

interface Api {
  client: ApiClient
  queries: Queries
  mutations: Mutations
}

const ApiContext = createContext<Api | null>(null)

/** Spec §4: any response whose body status is 401 drops the token and goes to /login. */
function onUnauthorized() {
  clearToken()
  if (window.location.pathname !== pages.login) window.location.assign(pages.login)
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (count, error) => count < 2 && error.status !== 401 },
    },
  })
}

/** The API client, its queries and mutations, over the query cache provided above it. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const api = useMemo(() => {
    const client = createApiClient({ baseURL: config.apiBaseUrl, getToken, onUnauthorized })
    return {
      client,
      queries: createQueries(client),
      mutations: createMutations(client, queryClient),
    }
  }, [queryClient])
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

export function useApi(): Api {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi must be used inside <ApiProvider>')
  return api
}
