/**
 * Every endpoint path of spec §7, relative to the API base (default `/api`). Written once.
 * Paths with an id are functions; MSW and the server pass ':id' to get the route pattern.
 */
export const paths = {
  login: '/login',
  register: '/register',
  logout: '/logout',
  forgotPassword: '/password/forgot',
  resetPassword: '/password/reset',
  changePassword: '/password/change',
  profile: '/users/profile',
  /** Beyond the spec (issue 16): the account's reminder lead time and its calendar feed. */
  reminderSettings: '/users/reminders',
  calendarFeed: '/users/calendar-feed',
  walletBalance: '/wallet/balance',
  walletTransactions: '/wallet/transactions',
  walletCredit: '/wallet/credit',
  services: '/services',
  serviceVariations: '/service-payment/variations/',
  serviceFields: '/service-payment/validation-fields/',
  verifySmartcard: '/service-payment/verify-smartcard-number/',
  pay: '/service-payment/pay',
  /** A card payment's outcome, by its checkout's reference (where the checkout returns to). */
  cardPayment: (reference: string) => `/service-payment/payments/${reference}`,
  subscriptions: '/subscriptions',
  subscription: (id: string) => `/subscriptions/${id}`,
  editSubscription: (id: string) => `/subscriptions/edit/${id}`,
  renewSubscription: (id: string) => `/subscriptions/renew/${id}`,
  removeSubscription: (id: string) => `/subscriptions/remove/${id}`,
  categories: '/categories',
  currencies: '/currencies',
  dashboardSummary: '/dashboard/total-summary',
  dashboardGraph: '/dashboard/graph',
  expiringSoon: '/dashboard/expiring-soon',
  spendByCurrency: '/dashboard/spend-by-currency',
  spendByCategory: '/dashboard/spend-by-category',
  renewed: '/dashboard/renewed',
  /** Importing (issue 16): read a file and answer what it would save; then save it. */
  importPreview: '/imports/preview',
  imports: '/imports',
  /** Issue 16: a ticket for a file (POST), and the file itself, by its ticket (GET). */
  exportSubscriptions: '/exports/subscriptions',
  exportStatement: '/exports/wallet-statement',
  exportDownload: '/exports/download',
} as const
