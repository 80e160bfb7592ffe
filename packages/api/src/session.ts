/**
 * Spec §4: the cookie the browser keeps the session's token in. The app writes and reads it; the
 * server only asks whether a page navigation carries one, to send a signed-in page's prerendered
 * loading view rather than an empty page (packages/server/src/plugins/spa.ts).
 */
export const TOKEN_COOKIE = 'recur_token'
