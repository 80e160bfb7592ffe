import { TOKEN_COOKIE } from '@recur/api/contract'

/** Spec §4 and §9: names and timings of the browser session, each written once. */
export const PRODUCT_PREFIX = 'recur'
export { TOKEN_COOKIE }
export const USER_STORAGE_KEY = `${PRODUCT_PREFIX}_user`
export const POST_LOGIN_REDIRECT_MS = 700
