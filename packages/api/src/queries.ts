import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query'
import type { ApiClient, ApiError } from './client'
import type { GraphPeriod, RenewalRanking, SpendPeriod } from './dashboard'
import {
  CARD_PAYMENT_POLL_MS,
  WALLET_TRANSACTIONS_POLL_MS,
  type TransactionListQuery,
} from './payments'
import type { CurrencyCode } from './types'
import type { SubscriptionListQuery } from './listQuery'
import type { PaymentRequest, RenewSubscriptionPayload, SubscriptionPayload } from './schemas'
import type { ExportTicket, SubscriptionExportFormat } from './transfer/files'
import type { StatementRequest } from './transfer/schema'

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
  reminderSettings: ['settings', 'reminders'] as const,
  calendarFeed: ['settings', 'calendar-feed'] as const,
  wallet: ['wallet'] as const,
  walletBalance: ['wallet', 'balance'] as const,
  walletTransactions: (query: TransactionListQuery) => ['wallet', 'transactions', query] as const,
  walletFundingLimits: ['wallet', 'funding-limits'] as const,
  cardPayment: (reference: string) => ['service-payment', 'card', reference] as const,
  services: ['services'] as const,
  serviceVariations: (serviceName: string) => ['services', serviceName, 'variations'] as const,
  serviceFields: (serviceName: string) => ['services', serviceName, 'fields'] as const,
  smartcard: (serviceName: string, smartcardNumber: string) =>
    ['services', serviceName, 'smartcard', smartcardNumber] as const,
  subscriptions: ['subscriptions'] as const,
  subscriptionList: (query: SubscriptionListQuery) => ['subscriptions', 'list', query] as const,
  subscription: (id: string) => ['subscriptions', 'detail', id] as const,
  categories: ['categories'] as const,
  currencies: ['currencies'] as const,
  dashboard: ['dashboard'] as const,
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
    reminderSettings: () =>
      queryOptions({
        queryKey: queryKeys.reminderSettings,
        queryFn: async () => (await api.reminderSettings()).data,
      }),
    calendarFeed: () =>
      queryOptions({
        queryKey: queryKeys.calendarFeed,
        queryFn: async () => (await api.calendarFeed()).data,
      }),
    walletBalance: () =>
      queryOptions({
        queryKey: queryKeys.walletBalance,
        queryFn: async () => (await api.walletBalance()).data.balance,
        refetchInterval: WALLET_BALANCE_POLL_MS,
      }),
    walletTransactions: (query: TransactionListQuery) =>
      queryOptions({
        queryKey: queryKeys.walletTransactions(query),
        queryFn: async () => (await api.walletTransactions(query)).data,
        refetchInterval: WALLET_TRANSACTIONS_POLL_MS,
        placeholderData: keepPreviousData,
      }),
    /** The funding limits ride on the balance's answer; they change only with a release. */
    walletFundingLimits: () =>
      queryOptions({
        queryKey: queryKeys.walletFundingLimits,
        queryFn: async () => (await api.walletBalance()).data.funding_limits,
        staleTime: Infinity,
      }),
    /** Back from a card checkout: asked again every 2 s until the payment has its outcome. */
    cardPayment: (reference: string) =>
      queryOptions({
        queryKey: queryKeys.cardPayment(reference),
        queryFn: async () => (await api.cardPayment(reference)).data,
        refetchInterval: (query) =>
          query.state.data?.status === 'pending' ? CARD_PAYMENT_POLL_MS : false,
      }),
    services: () =>
      queryOptions({
        queryKey: queryKeys.services,
        queryFn: async () => (await api.services({ payment_supported: 'true' })).data,
        staleTime: Infinity,
      }),
    serviceVariations: (serviceName: string) =>
      queryOptions({
        queryKey: queryKeys.serviceVariations(serviceName),
        queryFn: async () => (await api.serviceVariations({ service_name: serviceName })).data,
      }),
    serviceFields: (serviceName: string) =>
      queryOptions({
        queryKey: queryKeys.serviceFields(serviceName),
        queryFn: async () => (await api.serviceFields({ service_name: serviceName })).data,
      }),
    smartcard: (serviceName: string, smartcardNumber: string) =>
      queryOptions({
        queryKey: queryKeys.smartcard(serviceName, smartcardNumber),
        queryFn: async () =>
          (
            await api.verifySmartcard({
              service_name: serviceName,
              smartcard_number: smartcardNumber,
            })
          ).data,
        retry: false,
      }),
    subscriptions: (query: SubscriptionListQuery) =>
      queryOptions({
        queryKey: queryKeys.subscriptionList(query),
        queryFn: async () => (await api.listSubscriptions(query)).data,
        placeholderData: keepPreviousData,
      }),
    subscription: (id: string) =>
      queryOptions({
        queryKey: queryKeys.subscription(id),
        queryFn: async () => (await api.getSubscription(id)).data,
      }),
    // Each dashboard card has its own key, so switching one card's currency or period refetches
    // that card only.
    dashboardSummary: (currency: CurrencyCode) =>
      queryOptions({
        queryKey: [...queryKeys.dashboard, 'summary', currency],
        queryFn: async () => (await api.dashboardSummary({ currency })).data,
      }),
    dashboardGraph: (period: GraphPeriod, currency: CurrencyCode) =>
      queryOptions({
        queryKey: [...queryKeys.dashboard, 'graph', period, currency],
        queryFn: async () => (await api.dashboardGraph({ period, currency })).data,
      }),
    expiringSoon: () =>
      queryOptions({
        queryKey: [...queryKeys.dashboard, 'expiring-soon'],
        queryFn: async () => (await api.expiringSoon()).data,
      }),
    spendByCurrency: (period: SpendPeriod) =>
      queryOptions({
        queryKey: [...queryKeys.dashboard, 'spend-by-currency', period],
        queryFn: async () => (await api.spendByCurrency({ period })).data,
      }),
    spendByCategory: () =>
      queryOptions({
        queryKey: [...queryKeys.dashboard, 'spend-by-category'],
        queryFn: async () => (await api.spendByCategory()).data,
      }),
    renewed: (type: RenewalRanking) =>
      queryOptions({
        queryKey: [...queryKeys.dashboard, 'renewed', type],
        queryFn: async () => (await api.renewed({ type })).data,
      }),
    // Spec §9: currencies and categories are never stale.
    categories: () =>
      queryOptions({
        queryKey: queryKeys.categories,
        queryFn: async () => (await api.categories()).data,
        staleTime: Infinity,
      }),
    currencies: () =>
      queryOptions({
        queryKey: queryKeys.currencies,
        queryFn: async () => (await api.currencies()).data,
        staleTime: Infinity,
      }),
  }
}

/** A subscription changed: the lists and every dashboard card are out of date. */
function invalidateSubscriptions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ])
}

/** A file ready to download: its address (the ticket in it) and the name to save it under. */
export interface Download {
  url: string
  fileName: string
}

const downloadOf = (api: ApiClient, { ticket, file_name }: ExportTicket): Download => ({
  url: api.downloadExport({ ticket }),
  fileName: file_name,
})

export function createMutations(api: ApiClient, queryClient: QueryClient) {
  return {
    /** Exports (issue 16): a ticket for the file, as the download the browser is to start. */
    exportSubscriptions: () =>
      mutationOptions({
        mutationKey: ['exports', 'subscriptions'],
        mutationFn: async (format: SubscriptionExportFormat) =>
          downloadOf(api, (await api.exportSubscriptions({ format })).data),
      }),
    exportStatement: () =>
      mutationOptions({
        mutationKey: ['exports', 'statement'],
        mutationFn: async (range: StatementRequest) =>
          downloadOf(api, (await api.exportStatement(range)).data),
      }),
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
    updateProfile: () =>
      mutationOptions({
        mutationKey: ['profile', 'update'],
        mutationFn: api.updateProfile,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      }),
    /** The saved setting is the answer: it goes straight into the cache. */
    updateReminderSettings: () =>
      mutationOptions({
        mutationKey: ['settings', 'reminders', 'update'],
        mutationFn: api.updateReminderSettings,
        onSuccess: (answer) => queryClient.setQueryData(queryKeys.reminderSettings, answer.data),
      }),
    /** A new address (the old one revoked): the feed is on; the address itself is not cached. */
    createCalendarFeed: () =>
      mutationOptions({
        mutationKey: ['settings', 'calendar-feed', 'create'],
        mutationFn: () => api.createCalendarFeed(),
        onSuccess: ({ data }) =>
          queryClient.setQueryData(queryKeys.calendarFeed, {
            active: data.active,
            created_at: data.created_at,
          }),
      }),
    revokeCalendarFeed: () =>
      mutationOptions({
        mutationKey: ['settings', 'calendar-feed', 'revoke'],
        mutationFn: () => api.revokeCalendarFeed(),
        onSuccess: (answer) => queryClient.setQueryData(queryKeys.calendarFeed, answer.data),
      }),
    createSubscription: () =>
      mutationOptions({
        mutationKey: ['subscriptions', 'create'],
        mutationFn: api.createSubscription,
        onSuccess: () => invalidateSubscriptions(queryClient),
      }),
    updateSubscription: () =>
      mutationOptions({
        mutationKey: ['subscriptions', 'update'],
        mutationFn: ({ id, payload }: { id: string; payload: SubscriptionPayload }) =>
          api.updateSubscription(id, payload),
        onSuccess: () => invalidateSubscriptions(queryClient),
      }),
    renewSubscription: () =>
      mutationOptions({
        mutationKey: ['subscriptions', 'renew'],
        mutationFn: ({ id, payload }: { id: string; payload?: RenewSubscriptionPayload }) =>
          api.renewSubscription(id, payload ?? {}),
        // A renewal counts toward the plan's limit, which the profile reports; a paid one
        // pays from the wallet.
        onSuccess: () =>
          Promise.all([
            invalidateSubscriptions(queryClient),
            queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
            queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
          ]),
      }),
    fundWallet: () =>
      mutationOptions({
        mutationKey: ['wallet', 'fund'],
        mutationFn: api.fundWallet,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
      }),
    /** A payment moves money and may create a subscription (and, for Premium, change the plan). */
    pay: () =>
      mutationOptions({
        mutationKey: ['service-payment', 'pay'],
        mutationFn: ({
          payload,
          idempotencyKey,
        }: {
          payload: PaymentRequest
          idempotencyKey: string
        }) => api.pay(payload, idempotencyKey),
        onSettled: () =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.wallet }),
            invalidateSubscriptions(queryClient),
            queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
          ]),
      }),
    deleteSubscription: () =>
      mutationOptions({
        mutationKey: ['subscriptions', 'delete'],
        mutationFn: api.deleteSubscription,
        // Spec §4: after a successful delete the list is refetched. A deleted renewal gives its
        // place under the plan's limit back, which the profile reports.
        onSuccess: () =>
          Promise.all([
            invalidateSubscriptions(queryClient),
            queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
          ]),
      }),
    /** A file read and answered row by row: nothing is written, nothing to refetch. */
    previewImport: () =>
      mutationOptions({ mutationKey: ['imports', 'preview'], mutationFn: api.previewImport }),
    /** Rows saved: the lists, the dashboard and the plan's renewals (the profile) change. */
    confirmImport: () =>
      mutationOptions({
        mutationKey: ['imports', 'confirm'],
        mutationFn: api.confirmImport,
        onSuccess: () =>
          Promise.all([
            invalidateSubscriptions(queryClient),
            queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
          ]),
      }),
  }
}

export type Queries = ReturnType<typeof createQueries>
export type Mutations = ReturnType<typeof createMutations>
