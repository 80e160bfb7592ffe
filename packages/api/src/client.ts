import { FetchError, ofetch, type $Fetch } from 'ofetch'
import type {
  CategorySpendRow,
  CurrencySpendRow,
  DashboardSummary,
  ExpiringRow,
  GraphPeriod,
  GraphRow,
  RenewalRanking,
  RenewalRow,
  SpendPeriod,
} from './dashboard'
import { isEnvelope, type Envelope, type FieldErrors } from './envelope'
import { messages } from './messages'
import { paths } from './paths'
import type {
  CardPaymentPending,
  ExtraServiceField,
  CardPaymentOutcome,
  FundWalletResult,
  PaymentResult,
  Service,
  ServiceVariation,
  SmartcardCheck,
  TransactionListQuery,
  WalletTransaction,
} from './payments'
import { toListSearchParams, type SubscriptionListQuery } from './listQuery'
import type {
  ChangePasswordPayload,
  FundWalletPayload,
  PaymentRequest,
  ForgotPasswordPayload,
  LoginPayload,
  ProfilePayload,
  RegisterPayload,
  RenewSubscriptionPayload,
  ResetPasswordPayload,
  SubscriptionPayload,
} from './schemas'
import type {
  Category,
  Currency,
  CurrencyCode,
  Paginated,
  Profile,
  Subscription,
  User,
  Wallet,
} from './types'

export interface ApiClientOptions {
  /** Absolute or same-origin base, e.g. `/api` or `https://api.example.com/api`. */
  baseURL: string
  /** The stored session token, if any; sent as a bearer authorization header. */
  getToken?: () => string | undefined
  /** Called for any response whose body status is 401 (spec §4). */
  onUnauthorized?: () => void
  /** For tests and server-side use. */
  fetch?: typeof globalThis.fetch
}

/** A failed call: the server's envelope when there was one, else a network or parse failure. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldErrors

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
  }

  /** The first message for a field, as forms show it. */
  firstError(field: string): string | undefined {
    return this.errors[field]?.[0]
  }
}

export function createApiClient(options: ApiClientOptions) {
  const $fetch: $Fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      retry: 0,
      onRequest({ options: request }) {
        const token = options.getToken?.()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
        request.headers.set('Accept', 'application/json')
      },
      onResponse({ response }) {
        const body: unknown = response._data
        if (isEnvelope(body) && body.status === 401) options.onUnauthorized?.()
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  )

  async function call<T>(
    path: string,
    init: {
      method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
      body?: object
      query?: object
      headers?: Record<string, string>
    } = {},
  ): Promise<Envelope<T>> {
    try {
      const body = await $fetch<Envelope<T>>(path, {
        method: init.method ?? 'GET',
        ...(init.headers && { headers: init.headers }),
        body: init.body as Record<string, unknown> | undefined,
        query: init.query as Record<string, unknown> | undefined,
      })
      if (isEnvelope(body) && body.status >= 400) {
        throw new ApiError(body.status, body.message, body.errors)
      }
      return body
    } catch (error) {
      throw toApiError(error)
    }
  }

  return {
    login: (payload: LoginPayload) =>
      call<{ user: User }>(paths.login, { method: 'POST', body: payload }),
    register: (payload: RegisterPayload) =>
      call<{ user: User }>(paths.register, { method: 'POST', body: payload }),
    logout: () => call<null>(paths.logout, { method: 'POST' }),
    forgotPassword: (payload: ForgotPasswordPayload) =>
      call<null>(paths.forgotPassword, { method: 'POST', body: payload }),
    resetPassword: (payload: ResetPasswordPayload) =>
      call<null>(paths.resetPassword, { method: 'POST', body: payload }),
    changePassword: (payload: ChangePasswordPayload) =>
      call<null>(paths.changePassword, { method: 'POST', body: payload }),
    profile: () => call<{ user: Profile }>(paths.profile),
    updateProfile: (payload: ProfilePayload) =>
      call<{ user: Profile }>(paths.profile, { method: 'POST', body: payload }),
    walletBalance: () => call<Wallet>(paths.walletBalance),
    walletTransactions: (query: TransactionListQuery = {}) =>
      call<Paginated<WalletTransaction>>(paths.walletTransactions, { query }),
    fundWallet: (payload: FundWalletPayload) =>
      call<FundWalletResult>(paths.walletCredit, { method: 'POST', body: payload }),

    services: () => call<Service[]>(paths.services, { query: { payment_supported: true } }),
    serviceVariations: (serviceName: string) =>
      call<ServiceVariation[]>(paths.serviceVariations, { query: { service_name: serviceName } }),
    serviceFields: (serviceName: string) =>
      call<ExtraServiceField[]>(paths.serviceFields, { query: { service_name: serviceName } }),
    verifySmartcard: (serviceName: string, smartcardNumber: string) =>
      call<SmartcardCheck>(paths.verifySmartcard, {
        query: { service_name: serviceName, smartcard_number: smartcardNumber },
      }),
    /**
     * One payment. The same `idempotencyKey` on a retry answers the first attempt's result
     * instead of paying twice. Paid by card, the answer is the checkout to send the browser to.
     */
    pay: (payload: PaymentRequest, idempotencyKey: string) =>
      call<PaymentResult | CardPaymentPending>(paths.pay, {
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    cardPayment: (reference: string) =>
      call<CardPaymentOutcome>(paths.cardPayment(encodeURIComponent(reference))),

    listSubscriptions: (query: SubscriptionListQuery = {}) =>
      call<Paginated<Subscription>>(paths.subscriptions, { query: toListSearchParams(query) }),
    getSubscription: (id: string) => call<Subscription>(paths.subscription(encodeURIComponent(id))),
    createSubscription: (payload: SubscriptionPayload) =>
      call<Subscription>(paths.subscriptions, { method: 'POST', body: payload }),
    updateSubscription: (id: string, payload: SubscriptionPayload) =>
      call<Subscription>(paths.editSubscription(encodeURIComponent(id)), {
        method: 'PATCH',
        body: payload,
      }),
    renewSubscription: (id: string, payload: RenewSubscriptionPayload = {}) =>
      call<Subscription>(paths.renewSubscription(encodeURIComponent(id)), {
        method: 'POST',
        body: payload,
      }),
    deleteSubscription: (id: string) =>
      call<null>(paths.removeSubscription(encodeURIComponent(id)), { method: 'DELETE' }),
    categories: () => call<Category[]>(paths.categories),

    dashboardSummary: (currency: CurrencyCode) =>
      call<DashboardSummary>(paths.dashboardSummary, { query: { currency } }),
    dashboardGraph: (period: GraphPeriod, currency: CurrencyCode) =>
      call<GraphRow[]>(paths.dashboardGraph, { query: { period, currency } }),
    expiringSoon: () => call<ExpiringRow[]>(paths.expiringSoon),
    spendByCurrency: (period: SpendPeriod) =>
      call<CurrencySpendRow[]>(paths.spendByCurrency, { query: { period } }),
    spendByCategory: () => call<CategorySpendRow[]>(paths.spendByCategory),
    renewed: (type: RenewalRanking) => call<RenewalRow[]>(paths.renewed, { query: { type } }),
    currencies: () => call<Currency[]>(paths.currencies),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    const body: unknown = error.data
    if (isEnvelope(body)) return new ApiError(body.status, body.message, body.errors)
    return new ApiError(error.statusCode ?? 0, messages.serverError)
  }
  return new ApiError(0, messages.serverError)
}
