import type { FastifyRequest } from 'fastify'
import { localAppUrl, type Config } from '../config'

/** A Host header that is a host name or IP (v6 in brackets) with an optional port, nothing else. */
const PLAIN_HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/i

/**
 * The origin links sent to this request's browser (the checkout, the gateway's way back) and
 * e-mails it asks for (a password reset) must point at: APP_URL when set, else the origin the
 * request itself came to, so Recur reached at 127.0.0.1 or a LAN address stays there (another
 * origin has no session cookie). The Host header is the client's word: without APP_URL a
 * forged one can choose where a reset e-mail links, which is why the start-up warns and
 * docs/deploy.md says to set APP_URL on any public server. Anything but a plain host[:port]
 * falls back to this machine's address.
 */
export function publicOrigin(config: Pick<Config, 'appUrl' | 'port'>, request: FastifyRequest) {
  if (config.appUrl !== undefined) return config.appUrl
  const host = request.host ?? ''
  return PLAIN_HOST.test(host) ? `${request.protocol}://${host}` : localAppUrl(config.port)
}
