import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiClient, ApiError } from './client'

// Every call through the client fails with an ApiError, so queries and mutations say so.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
  }
}

/** Query keys, one per cached fact. `user` is the key spec §4 names for the signed-in user. */
export const queryKeys = {
  user: ['user'] as const,
  profile: ['profile'] as const,
  walletBalance: ['wallet', 'balance'] as const,
}

/** Spec §9: the wallet balance is refreshed every 3 seconds. */
export const WALLET_BALANCE_POLL_MS = 3000

export function createQueries(api: ApiClient) {
  return {
    profile: () =>
      queryOptions({
        queryKey: queryKeys.profile,
        queryFn: async () => (await api.profile()).data.user,
      }),
    walletBalance: () =>
      queryOptions({
        queryKey: queryKeys.walletBalance,
        queryFn: async () => (await api.walletBalance()).data.balance,
        refetchInterval: WALLET_BALANCE_POLL_MS,
      }),
  }
}

export function createMutations(api: ApiClient, queryClient: QueryClient) {
  return {
    login: () => mutationOptions({ mutationKey: ['login'], mutationFn: api.login }),
    register: () => mutationOptions({ mutationKey: ['register'], mutationFn: api.register }),
    forgotPassword: () =>
      mutationOptions({ mutationKey: ['password', 'forgot'], mutationFn: api.forgotPassword }),
    resetPassword: () =>
      mutationOptions({ mutationKey: ['password', 'reset'], mutationFn: api.resetPassword }),
    changePassword: () =>
      mutationOptions({ mutationKey: ['password', 'change'], mutationFn: api.changePassword }),
    logout: () =>
      mutationOptions({
        mutationKey: ['logout'],
        mutationFn: api.logout,
        // Whatever the server answers, nothing cached belongs to the next visitor.
        onSettled: () => queryClient.clear(),
      }),
  }
}

export type Queries = ReturnType<typeof createQueries>
export type Mutations = ReturnType<typeof createMutations>
