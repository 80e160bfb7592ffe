import {
  createApiClient,
  createMutations,
  createQueries,
  type ApiClient,
  type Mutations,
  type Queries,
} from '@recur/api'
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
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
  if (window.location.pathname !== '/login') window.location.assign('/login')
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 2 && (error as { status?: number }).status !== 401,
      },
    },
  })
}

function ApiBridge({ children }: { children: ReactNode }) {
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

/** The API client, its queries and mutations, over one query cache. */
export function ApiProvider({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <ApiBridge>{children}</ApiBridge>
    </QueryClientProvider>
  )
}

export function useApi(): Api {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi must be used inside <ApiProvider>')
  return api
}
