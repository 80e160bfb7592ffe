import { messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { sendError } from '../http/envelope'
import { isStorableText } from '../http/validate'
import type { FundingService } from '../services/funding'
import type { CheckoutPurchase } from '../adapters/gateway/gateway'
import {
  checkoutPath,
  sandboxReasons,
  type SandboxCompletion,
  type SandboxGateway,
} from '../adapters/gateway/sandbox'
import { formatNaira as naira } from '../domain/money'
import { checkoutPage } from './checkoutPage'

/**
 * The sandbox gateway's pages, outside /api: GET shows the checkout (what is being bought, its
 * total), its three forms (Pay, a declined test card, Cancel) post back here, and each way the
 * credit is settled through `confirmCredit` (the gateway's verify answer); then the browser goes
 * back on the origin it is on: to `/pay?reference=…` for a card payment, else to the wallet.
 */
export function checkoutRoutes(
  app: FastifyInstance,
  deps: { sandbox: SandboxGateway; funding: FundingService },
) {
  return app.register(async (checkout) => {
    // The page's forms post application/x-www-form-urlencoded; they carry nothing we read.
    checkout.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    )

    checkout.get('/checkout/:reference', async (request, reply) => {
      const { reference } = request.params as { reference: string }
      const row = isStorableText(reference) ? await deps.sandbox.find(reference) : undefined
      if (!row) return sendError(reply, 404, messages.notFound)
      const open = deps.sandbox.isOpen(row)
      const expired = !open && row.status === 'pending'
      const page = checkoutPage({
        reference: row.reference,
        total: naira(row.amountKobo),
        purchase: row.purchase as CheckoutPurchase | null,
        open,
        closedReason: expired ? sandboxReasons.expired : undefined,
        returnHref: open ? undefined : await deps.funding.returnPage(row.reference),
        action: checkoutPath(row.reference),
      })
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page)
    })

    const buttons: [string, SandboxCompletion][] = [
      ['pay', 'success'],
      ['decline', 'declined'],
      ['cancel', 'abandoned'],
    ]
    for (const [action, outcome] of buttons) {
      checkout.post(`/checkout/:reference/${action}`, async (request, reply) => {
        const { reference } = request.params as { reference: string }
        const row = isStorableText(reference) ? await deps.sandbox.find(reference) : undefined
        if (!row) return sendError(reply, 404, messages.notFound)
        await deps.sandbox.complete(reference, outcome)
        await deps.funding.confirmCredit(reference)
        // A cancelled checkout says so: the ledger's 'failed' alone cannot tell it from a decline.
        return reply.redirect(await deps.funding.returnPage(reference, action === 'cancel'), 303)
      })
    }
  })
}
