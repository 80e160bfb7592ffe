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
