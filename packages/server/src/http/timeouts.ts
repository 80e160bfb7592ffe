/**
 * Bounds on how long a client may take to send its request, so a slow or stalled sender (one
 * byte of body at a time, or headers never finished) cannot hold a connection open for good:
 * Node's `headersTimeout` for the headers and `requestTimeout` for the whole request, both
 * answered 408 by Node itself. Node checks them every `connectionsCheckingInterval`, a tenth of
 * the timeout here so the bound is close. Fastify's `connectionTimeout` (an idle socket) stays
 * off: a payment waits on its provider with the socket quiet for up to twice
 * PROVIDER_TIMEOUT_MS, and an idle timeout would cut that answer off.
 */
export function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.floor(requestTimeoutMs / 10)),
    },
  }
}
