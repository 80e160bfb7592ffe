import { pages } from '@recur/api/contract'
/**
 * The pages a signed-out visitor reaches whose content depends on nothing but the address: the
 * build renders each to static HTML (prerender.tsx), served for that path by the server. Not
 * /password/reset, whose page depends on the link's token.
 */
export const PRERENDERED_PATHS = [
  pages.login,
  pages.signup,
  pages.forgotPassword,
  pages.resetSuccess,
]

/**
 * The signed-in pages whose loading view (the frame, the page's title, its cards waiting for
 * their data) depends on nothing but the address: no one's data, no date, no query string. The
 * build renders each (prerender.tsx), and the server sends it to a page navigation that carries
 * the session cookie, so a signed-in visitor sees the page take shape before the app's script has
 * arrived; without the cookie the app decides (its guard sends the visitor to sign in).
 */
export const SIGNED_IN_PRERENDERED_PATHS = [pages.dashboard, pages.subscriptions]
