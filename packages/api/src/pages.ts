/**
 * Every page route of spec §2, written once. The app's route table, its links and redirects, the
 * design system's stories and the server (the checkout's return, the reminder mail's link) read
 * them here. A route with a parameter is its pattern (`:id`); `href` builds its address.
 */
export const pages = {
  login: '/login',
  signup: '/signup',
  forgotPassword: '/password/forgot',
  /** Reads the link's `token` from the query string. */
  resetPassword: '/password/reset',
  resetSuccess: '/password/success',
  home: '/',
  dashboard: '/dashboard',
  subscriptions: '/all-subscriptions',
  createSubscription: '/create-subscription',
  /**
   * Spec §2's `/:modify/:id`, whose first segment decides the mode: the two modes it names, each
   * its own route, so any other first segment is simply not found.
   */
  renewSubscription: '/renew-subscription/:id',
  editSubscription: '/edit-subscription/:id',
  support: '/support',
  settings: '/settings',
  changePassword: '/change-password',
  /** A card payment's checkout returns here with `reference`. */
  pay: '/pay',
  /** A funding's checkout returns here with `reference` (and `outcome=cancelled`). */
  wallet: '/wallet',
  /** Beyond the spec (issue 16): import subscriptions from a file. */
  importSubscriptions: '/import-subscriptions',
} as const

export type PagePattern = (typeof pages)[keyof typeof pages]

/** The `:name` parameters of a route pattern, as a union of their names. */
export type PageParams<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PageParams<Rest>
    : Pattern extends `${string}:${infer Name}`
      ? Name
      : never

/** A query string's values; an absent or empty value is left out. */
export type PageSearch = Record<string, string | number | undefined>

type HrefArgs<Pattern extends string> = [PageParams<Pattern>] extends [never]
  ? [search?: PageSearch]
  : [params: Record<PageParams<Pattern>, string>, search?: PageSearch]

/**
 * The address of a page: its pattern with each parameter filled in (encoded), then the query
 * string. Typed by the pattern: a route with `:id` cannot be linked without an id.
 *
 *   href(pages.renewSubscription, { id: row.uid })   // '/renew-subscription/5f…'
 *   href(pages.pay, { reference })                    // '/pay?reference=RCR-…'
 */
export function href<Pattern extends PagePattern>(
  pattern: Pattern,
  ...args: HrefArgs<Pattern>
): string {
  const hasParams = pattern.includes(':')
  const params = (hasParams ? args[0] : undefined) as Record<string, string> | undefined
  const search = (hasParams ? args[1] : args[0]) as PageSearch | undefined
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === '') throw new Error(`href: ${pattern} needs :${name}`)
    return encodeURIComponent(value)
  })
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value !== undefined && value !== '') query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/** Spec §2's signed-in menu, in its order: each entry's words and the page it opens. */
export const signedInMenu = [
  { label: 'Dashboard', path: pages.dashboard },
  { label: 'All Subscriptions', path: pages.subscriptions },
  { label: 'Add new subscription', path: pages.createSubscription },
  { label: 'Wallet', path: pages.wallet },
  { label: 'Pay for Service', path: pages.pay },
  { label: 'Settings', path: pages.settings },
  { label: 'Support', path: pages.support },
] as const

export type MenuEntry = (typeof signedInMenu)[number]
