import { fundWalletSchema, messages, paths, transactionListQuerySchema } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { send } from '../http/envelope'
import { isStorableText, validateBody, validateQuery } from '../http/validate'
import { authOf, requireAuth } from '../plugins/auth'
import { publicOrigin } from '../http/publicOrigin'
import { fundingMessages, WALLET_CALLBACK_PATH, WALLET_PAGE } from '../services/funding'
import type { RouteContext } from './context'

export function walletRoutes(app: FastifyInstance, { config, services, answers }: RouteContext) {
  const signedIn = { preHandler: requireAuth(services.sessions) }

  app.get(
    paths.walletBalance,
    answers.options(signedIn),
    answers.route(async (request) => ({
      message: messages.ok,
      data: await services.wallet.balance(authOf(request).userId),
    })),
  )

  app.get(
    paths.walletTransactions,
    answers.options(signedIn),
    answers.route(async (request) => {
      const query = await validateQuery(transactionListQuerySchema, request.query)
      return {
        message: messages.ok,
        data: await services.ledger.list(authOf(request).userId, query),
      }
    }),
  )

  app.post(paths.walletCredit, signedIn, async (request, reply) => {
    const { userId } = authOf(request)
    const { amount } = await validateBody(fundWalletSchema, request.body)
    const { email } = await services.users.profile(userId)
    const result = await services.funding.start(
      userId,
      email,
      amount,
      publicOrigin(config, request),
    )
    return send(reply, 200, fundingMessages.started, result)
  })

  // Where a gateway sends the customer back (its callback_url): settle from the gateway's own
  // verify answer, then show the wallet, on the origin the browser is on (a relative redirect:
  // another origin would have no session cookie). No sign-in needed: it can only ask the gateway.
  app.get(WALLET_CALLBACK_PATH, async (request, reply) => {
    const { reference } = (request.query ?? {}) as { reference?: unknown }
    // No reference, or one that cannot be ours: nothing to settle.
    if (typeof reference !== 'string' || reference === '' || !isStorableText(reference)) {
      return reply.redirect(WALLET_PAGE, 302)
    }
    await services.funding.confirmCredit(reference)
    return reply.redirect(await services.funding.returnPage(reference), 302)
  })
}
