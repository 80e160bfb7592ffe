import { delay, http } from 'msw'
import { apiUrl } from '../config'
import { messages } from '../messages'
import { paths } from '../paths'
import { profile, user, wallet } from './fixtures'
import { fail, ok, serverError, unauthorized } from './respond'

/**
 * One set of variants per endpoint: `handlers.login.success`, `handlers.profile.error`, …
 * Stories and tests pick the variant they need; `scenarios` bundles the usual ones.
 */
const url = (path: string) => apiUrl(path)

const loading = (method: 'get' | 'post', path: string) =>
  http[method](url(path), async () => {
    await delay('infinite')
    return ok(null)
  })

const failing = (method: 'get' | 'post', path: string) => http[method](url(path), serverError)

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
    wrongOldPassword: http.post(url(paths.changePassword), () =>
      fail(422, messages.validationFailed, { old_password: [messages.oldPasswordWrong] }),
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
  walletBalance: {
    populated: http.get(url(paths.walletBalance), () => ok(wallet())),
    empty: http.get(url(paths.walletBalance), () => ok(wallet({ balance: 0 }))),
    loading: loading('get', paths.walletBalance),
    error: failing('get', paths.walletBalance),
  },
}
