import { createApiClient, type ApiClient } from '@recur/api'
import { createMutations, createQueries, type Mutations, type Queries } from '@recur/api/queries'
import { QueryClient, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { config } from './config'
import { refusedOffline } from './offline/online'
import { getToken, onUnauthorized } from './session/session'

export interface Api {
  client: ApiClient
  queries: Queries
  mutations: Mutations
}

const ApiContext = createContext<Api | null>(null)

/**
 * How long an answer counts as fresh. A route starts its screen's queries while the screen's
 * code downloads (routing/routeQueries.ts); an answer that arrives first is not asked for again
 * when the screen mounts a moment later. Every change the app makes invalidates what it touches
 * at once, whatever this says.
 */
export const FRESH_FOR_MS = 10_000

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 2 && error.status !== 401,
        staleTime: FRESH_FOR_MS,
      },
      // A write is sent now or not at all: never held while offline to be sent later.
      mutations: { networkMode: 'always' },
    },
  })
}

/**
 * Every write of `client` refused at once while offline (offline/online.ts): reads go on (to the
 * network, or paused and shown from the saved cache); fund, pay, renew and every other change
 * say so instead of failing later or waiting to be sent.
 */
function readOnlyWhileOffline(client: ApiClient): ApiClient {
  return {
    ...client,
    login: refusedOffline(client.login),
    register: refusedOffline(client.register),
    forgotPassword: refusedOffline(client.forgotPassword),
    resetPassword: refusedOffline(client.resetPassword),
    changePassword: refusedOffline(client.changePassword),
    updateProfile: refusedOffline(client.updateProfile),
    updateReminderSettings: refusedOffline(client.updateReminderSettings),
    createCalendarFeed: refusedOffline(client.createCalendarFeed),
    revokeCalendarFeed: refusedOffline(client.revokeCalendarFeed),
    fundWallet: refusedOffline(client.fundWallet),
    pay: refusedOffline(client.pay),
    createSubscription: refusedOffline(client.createSubscription),
    updateSubscription: refusedOffline(client.updateSubscription),
    renewSubscription: refusedOffline(client.renewSubscription),
    deleteSubscription: refusedOffline(client.deleteSubscription),
  }
}

/** The API client, its queries and mutations, over `queryClient`. */
export function createApi(queryClient: QueryClient): Api {
  const client = readOnlyWhileOffline(
    createApiClient({ baseURL: config.apiBaseUrl, getToken, onUnauthorized }),
  )
  return {
    client,
    queries: createQueries(client),
    mutations: createMutations(client, queryClient),
  }
}

/**
 * The API client, its queries and mutations, over the query cache provided above it: `api` when
 * given (the app's, which its routes share), else one of its own.
 */
export function ApiProvider({ api, children }: { api?: Api; children: ReactNode }) {
  const queryClient = useQueryClient()
  const value = useMemo(() => api ?? createApi(queryClient), [api, queryClient])
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
}

export function useApi(): Api {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi must be used inside <ApiProvider>')
  return api
}
