import {
  ALL_TIME,
  DEFAULT_CURRENCY,
  DEFAULT_GRAPH_PERIOD,
  endpoints,
  messages,
  type RenewalRanking,
} from '@recur/api'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from './context'

/** The Most Renewed list is the one shown when no type is asked for. */
const DEFAULT_RENEWAL_RANKING: RenewalRanking = 'most'

/**
 * The dashboard's cards (spec §2, §7; rules in docs/dashboard.md), each the caller's own. Every
 * card's row is `cached`, so each answer is kept by the answer cache (routes/serve.ts).
 */
export function dashboardRoutes(_app: FastifyInstance, { services, serve }: RouteContext) {
  const { dashboard } = services

  serve(endpoints.dashboardSummary, async ({ auth, query }) => ({
    message: messages.ok,
    data: await dashboard.summary(
      auth.userId,
      query.currency ?? DEFAULT_CURRENCY,
      auth.sharedVersion,
    ),
  }))

  serve(endpoints.dashboardGraph, async ({ auth, query }) => ({
    message: messages.ok,
    data: await dashboard.graph(
      auth.userId,
      query.period ?? DEFAULT_GRAPH_PERIOD,
      query.currency ?? DEFAULT_CURRENCY,
      auth.sharedVersion,
    ),
  }))

  serve(endpoints.expiringSoon, async ({ auth }) => ({
    message: messages.ok,
    data: await dashboard.expiringSoon(auth.userId),
  }))

  serve(endpoints.spendByCurrency, async ({ auth, query }) => ({
    message: messages.ok,
    data: await dashboard.spendByCurrency(
      auth.userId,
      query.period ?? ALL_TIME,
      auth.sharedVersion,
    ),
  }))

  serve(endpoints.spendByCategory, async ({ auth }) => ({
    message: messages.ok,
    data: await dashboard.spendByCategory(auth.userId, auth.sharedVersion),
  }))

  serve(endpoints.renewed, async ({ auth, query }) => ({
    message: messages.ok,
    data: await dashboard.renewed(auth.userId, query.type ?? DEFAULT_RENEWAL_RANKING),
  }))
}
