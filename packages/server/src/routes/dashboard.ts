import {
  ALL_TIME,
  DEFAULT_CURRENCY,
  DEFAULT_GRAPH_PERIOD,
  dashboardCurrencyQuerySchema,
  graphQuerySchema,
  messages,
  paths,
  renewedQuerySchema,
  spendByCurrencyQuerySchema,
  type RenewalRanking,
} from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { validateQuery } from '../http/validate'
import { authOf, requireAuth } from '../plugins/auth'
import type { RouteContext } from './context'

/** The Most Renewed list is the one shown when no type is asked for. */
const DEFAULT_RENEWAL_RANKING: RenewalRanking = 'most'

/** The dashboard's cards (spec §2, §7; rules in docs/dashboard.md), each the caller's own. */
export function dashboardRoutes(app: FastifyInstance, { services, answers }: RouteContext) {
  const signedIn = { preHandler: requireAuth(services.sessions) }
  const { dashboard } = services

  app.get(
    paths.dashboardSummary,
    answers.options(signedIn),
    answers.route(async (request) => {
      const query = await validateQuery(dashboardCurrencyQuerySchema, request.query)
      const { userId, sharedVersion } = authOf(request)
      const summary = await dashboard.summary(
        userId,
        query.currency ?? DEFAULT_CURRENCY,
        sharedVersion,
      )
      return { message: messages.ok, data: summary }
    }),
  )

  app.get(
    paths.dashboardGraph,
    answers.options(signedIn),
    answers.route(async (request) => {
      const query = await validateQuery(graphQuerySchema, request.query)
      const { userId, sharedVersion } = authOf(request)
      const rows = await dashboard.graph(
        userId,
        query.period ?? DEFAULT_GRAPH_PERIOD,
        query.currency ?? DEFAULT_CURRENCY,
        sharedVersion,
      )
      return { message: messages.ok, data: rows }
    }),
  )

  app.get(
    paths.expiringSoon,
    answers.options(signedIn),
    answers.route(async (request) => {
      return { message: messages.ok, data: await dashboard.expiringSoon(authOf(request).userId) }
    }),
  )

  app.get(
    paths.spendByCurrency,
    answers.options(signedIn),
    answers.route(async (request) => {
      const query = await validateQuery(spendByCurrencyQuerySchema, request.query)
      const { userId, sharedVersion } = authOf(request)
      const rows = await dashboard.spendByCurrency(userId, query.period ?? ALL_TIME, sharedVersion)
      return { message: messages.ok, data: rows }
    }),
  )

  app.get(
    paths.spendByCategory,
    answers.options(signedIn),
    answers.route(async (request) => {
      const { userId, sharedVersion } = authOf(request)
      return { message: messages.ok, data: await dashboard.spendByCategory(userId, sharedVersion) }
    }),
  )

  app.get(
    paths.renewed,
    answers.options(signedIn),
    answers.route(async (request) => {
      const query = await validateQuery(renewedQuerySchema, request.query)
      const rows = await dashboard.renewed(
        authOf(request).userId,
        query.type ?? DEFAULT_RENEWAL_RANKING,
      )
      return { message: messages.ok, data: rows }
    }),
  )
}
