import { delay, http } from 'msw'
import { apiUrl } from '../config'
import { messages } from '../messages'
import { paths } from '../paths'
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
import { fail, ok, serverError, unauthorized } from './respond'

/**
 * One set of variants per endpoint: `handlers.login.success`, `handlers.profile.error`, …
 * Stories and tests pick the variant they need; `scenarios` bundles the usual ones.
 */
const url = (path: string) => apiUrl(path)

type Method = 'get' | 'post' | 'patch' | 'delete'

const loading = (method: Method, path: string) =>
  http[method](url(path), async () => {
    await delay('infinite')
    return ok(null)
  })

const failing = (method: Method, path: string) => http[method](url(path), serverError)

export const handlers = {
  login: {
    success: http.post(url(paths.login), () => ok({ user: user() }, messages.loggedIn)),
    invalidCredentials: http.post(url(paths.login), () => fail(422, messages.invalidCredentials)),
    loading: loading('post', paths.login),
    error: failing('post', paths.login),
  },
  register: {
    success: http.post(url(paths.register), () => ok({ user: user() }, messages.registered)),
    emailTaken: http.post(url(paths.register), () =>
      fail(422, messages.validationFailed, { email: [messages.emailTaken] }),
    ),
    loading: loading('post', paths.register),
    error: failing('post', paths.register),
  },
  logout: {
    success: http.post(url(paths.logout), () => ok(null, messages.loggedOut)),
  },
  forgotPassword: {
    success: http.post(url(paths.forgotPassword), () => ok(null, messages.resetLinkSent)),
    loading: loading('post', paths.forgotPassword),
    error: failing('post', paths.forgotPassword),
  },
  resetPassword: {
    success: http.post(url(paths.resetPassword), () => ok(null, messages.passwordReset)),
    invalidToken: http.post(url(paths.resetPassword), () =>
      fail(422, messages.resetTokenInvalid, { token: [messages.resetTokenInvalid] }),
    ),
    loading: loading('post', paths.resetPassword),
  },
  changePassword: {
    success: http.post(url(paths.changePassword), () => ok(null, messages.passwordChanged)),
    // As the server answers it: the message and the field error are the same words.
    wrongOldPassword: http.post(url(paths.changePassword), () =>
      fail(422, messages.oldPasswordWrong, { old_password: [messages.oldPasswordWrong] }),
    ),
    loading: loading('post', paths.changePassword),
  },
  profile: {
    populated: http.get(url(paths.profile), () => ok({ user: profile() })),
    renewalLimitReached: http.get(url(paths.profile), () =>
      ok({ user: profile({ is_renewal_limit_reached: true }) }),
    ),
    unauthorized: http.get(url(paths.profile), unauthorized),
    loading: loading('get', paths.profile),
    error: failing('get', paths.profile),
  },
  updateProfile: {
    success: http.post(url(paths.profile), async ({ request }) => {
      const body = (await request.json()) as { username: string }
      return ok({ user: profile({ username: body.username }) }, messages.profileUpdated)
    }),
    loading: loading('post', paths.profile),
    error: failing('post', paths.profile),
  },
  subscriptions: {
    populated: http.get(url(paths.subscriptions), () => ok(page(subscriptions()))),
    manyPages: http.get(url(paths.subscriptions), ({ request }) => {
      const current = Number(new URL(request.url).searchParams.get('page') ?? 1)
      return ok(page(subscriptions(), { current_page: current, last_page: 7, total: 135 }))
    }),
    /** The populated rows narrowed by the query's name, status, currency and category. */
    searchable: http.get(url(paths.subscriptions), ({ request }) => {
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
    }),
    empty: http.get(url(paths.subscriptions), () => ok(page([]))),
    loading: loading('get', paths.subscriptions),
    error: failing('get', paths.subscriptions),
  },
  subscription: {
    found: http.get(url(paths.subscription(':id')), ({ params }) =>
      ok(subscription({ uid: String(params.id) })),
    ),
    paid: http.get(url(paths.subscription(':id')), ({ params }) =>
      ok(subscription({ uid: String(params.id), name: 'DStv Compact', is_paid: true })),
    ),
    notFound: http.get(url(paths.subscription(':id')), () => fail(404, messages.notFound)),
    loading: loading('get', paths.subscription(':id')),
  },
  createSubscription: {
    success: http.post(url(paths.subscriptions), async ({ request }) => {
      const body = (await request.json()) as { name: string }
      return ok(subscription({ name: body.name }), messages.subscriptionCreated)
    }),
    error: failing('post', paths.subscriptions),
    loading: loading('post', paths.subscriptions),
  },
  updateSubscription: {
    success: http.patch(url(paths.editSubscription(':id')), ({ params }) =>
      ok(subscription({ uid: String(params.id) }), messages.subscriptionUpdated),
    ),
    error: failing('patch', paths.editSubscription(':id')),
  },
  renewSubscription: {
    // The server links a renewal to the root of its chain; a fixture row is its own root.
    success: http.post(url(paths.renewSubscription(':id')), ({ params }) =>
      ok(subscription({ parent_id: String(params.id) }), messages.subscriptionUpdated),
    ),
    limitReached: http.post(url(paths.renewSubscription(':id')), () =>
      fail(403, messages.renewalLimitReached),
    ),
    error: failing('post', paths.renewSubscription(':id')),
  },
  deleteSubscription: {
    success: http.delete(url(paths.removeSubscription(':id')), () => ok(null, messages.ok)),
    error: failing('delete', paths.removeSubscription(':id')),
  },
  categories: {
    populated: http.get(url(paths.categories), () => ok(categories())),
    error: failing('get', paths.categories),
  },
  currencies: {
    populated: http.get(url(paths.currencies), () => ok(currencies())),
    error: failing('get', paths.currencies),
  },
  walletBalance: {
    populated: http.get(url(paths.walletBalance), () => ok(wallet())),
    empty: http.get(url(paths.walletBalance), () => ok(wallet({ balance: 0 }))),
    loading: loading('get', paths.walletBalance),
    error: failing('get', paths.walletBalance),
  },
}
