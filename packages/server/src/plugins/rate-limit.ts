import rateLimit from '@fastify/rate-limit'
import { messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'
import { HttpError } from '../http/errors'

/** Registers the limiter without a global limit; routes opt in through `limits` below. */
export async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
  })
}

/** Per-route limits (each route counts separately, per client IP). */
export function limits(config: Config) {
  const window = config.rateLimit.windowMs
  return {
    auth: { rateLimit: { max: config.rateLimit.authMax, timeWindow: window } },
    password: { rateLimit: { max: config.rateLimit.passwordMax, timeWindow: window } },
    /** The calendar feed: a calendar app fetches it a few times a day. */
    feed: { rateLimit: { max: config.feedRateLimitMax, timeWindow: window } },
  }
}
