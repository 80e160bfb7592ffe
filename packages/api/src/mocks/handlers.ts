import { messages } from '../messages'
import {
  categories,
  currencies,
  page,
  profile,
  subscription,
  subscriptions,
  user,
  wallet,
} from './fixtures'
import { fail, ok, unauthorized } from './respond'
import { variants } from './variants'

/**
 * One set of variants per endpoint: `handlers.login.success`, `handlers.profile.error`, …
 * Stories and tests pick the variant they need; `scenarios` bundles the usual ones. Each group
 * is a row of the endpoint tables with its answers (./variants.ts adds `loading` and `error`).
 */
export const handlers = {
  login: variants('login', {
    success: () => ok({ user: user() }, messages.loggedIn),
    invalidCredentials: () => fail(422, messages.invalidCredentials),
  }),
  register: variants('register', {
    success: () => ok({ user: user() }, messages.registered),
    emailTaken: () => fail(422, messages.validationFailed, { email: [messages.emailTaken] }),
  }),
  logout: variants('logout', {
    success: () => ok(null, messages.loggedOut),
  }),
  forgotPassword: variants('forgotPassword', {
    success: () => ok(null, messages.resetLinkSent),
  }),
  resetPassword: variants('resetPassword', {
    success: () => ok(null, messages.passwordReset),
    invalidToken: () =>
      fail(422, messages.resetTokenInvalid, { token: [messages.resetTokenInvalid] }),
  }),
  changePassword: variants('changePassword', {
    success: () => ok(null, messages.passwordChanged),
    // As the server answers it: the message and the field error are the same words.
    wrongOldPassword: () =>
      fail(422, messages.oldPasswordWrong, { old_password: [messages.oldPasswordWrong] }),
  }),
  profile: variants('profile', {
    populated: () => ok({ user: profile() }),
    renewalLimitReached: () => ok({ user: profile({ is_renewal_limit_reached: true }) }),
    unauthorized,
  }),
  updateProfile: variants('updateProfile', {
    success: async ({ request }) => {
      const body = (await request.json()) as { username: string }
      return ok({ user: profile({ username: body.username }) }, messages.profileUpdated)
    },
  }),
  subscriptions: variants('listSubscriptions', {
    populated: () => ok(page(subscriptions())),
    manyPages: ({ request }) => {
      const current = Number(new URL(request.url).searchParams.get('page') ?? 1)
      return ok(page(subscriptions(), { current_page: current, last_page: 7, total: 135 }))
    },
    /** The populated rows narrowed by the query's name, status, currency and category. */
    searchable: ({ request }) => {
      const query = new URL(request.url).searchParams
      const name = query.get('name')?.toLowerCase()
      const rows = subscriptions().filter(
        (row) =>
          (!name || row.name.toLowerCase().includes(name)) &&
          [
            ['status', row.status],
            ['currency', row.currency_code],
            ['category', row.category.name],
          ].every(([key, value]) => !query.get(key!) || query.get(key!) === value),
      )
      return ok(page(rows))
    },
    empty: () => ok(page([])),
  }),
  subscription: variants('getSubscription', {
    found: ({ params }) => ok(subscription({ uid: String(params.id) })),
    paid: ({ params }) =>
      ok(subscription({ uid: String(params.id), name: 'DStv Compact', is_paid: true })),
    notFound: () => fail(404, messages.notFound),
  }),
  createSubscription: variants('createSubscription', {
    success: async ({ request }) => {
      const body = (await request.json()) as { name: string }
      return ok(subscription({ name: body.name }), messages.subscriptionCreated)
    },
  }),
  updateSubscription: variants('updateSubscription', {
    success: ({ params }) =>
      ok(subscription({ uid: String(params.id) }), messages.subscriptionUpdated),
  }),
  renewSubscription: variants('renewSubscription', {
    // The server links a renewal to the root of its chain; a fixture row is its own root.
    success: ({ params }) =>
      ok(subscription({ parent_id: String(params.id) }), messages.subscriptionUpdated),
    limitReached: () => fail(403, messages.renewalLimitReached),
  }),
  deleteSubscription: variants('deleteSubscription', {
    success: () => ok(null, messages.ok),
  }),
  categories: variants('categories', {
    populated: () => ok(categories()),
  }),
  currencies: variants('currencies', {
    populated: () => ok(currencies()),
  }),
  walletBalance: variants('walletBalance', {
    populated: () => ok(wallet()),
    empty: () => ok(wallet({ balance: 0 })),
  }),
}
