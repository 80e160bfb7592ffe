import { endpoints, messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { isStorableText } from '../http/validate'
import { publicOrigin } from '../http/publicOrigin'
import { fundingMessages, WALLET_CALLBACK_PATH, WALLET_PAGE } from '../services/funding'
import type { RouteContext } from './context'

export function walletRoutes(app: FastifyInstance, { config, services, serve }: RouteContext) {
  serve(endpoints.walletBalance, async ({ auth }) => ({
    message: messages.ok,
    data: await services.wallet.balance(auth.userId),
  }))

  serve(endpoints.walletTransactions, async ({ auth, query }) => ({
    message: messages.ok,
    data: await services.ledger.list(auth.userId, query),
  }))

  serve(endpoints.fundWallet, async ({ auth: { userId }, body, request }) => {
    const { email } = await services.users.profile(userId)
    const result = await services.funding.start(
      userId,
      email,
      body.amount,
      publicOrigin(config, request),
    )
    return { message: fundingMessages.started, data: result }
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
