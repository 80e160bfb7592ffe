import { messages } from '@recur/api'
import type { FastifyInstance } from 'fastify'
import { sendError } from '../http/envelope'
import { isStorableText } from '../http/validate'
import { walletPageFor, type FundingService } from '../services/funding/funding'
import type { SandboxGateway } from '../services/funding/sandbox'
import { koboToAmount } from '../services/money'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const naira = (kobo: bigint) =>
  `₦${koboToAmount(kobo).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The sandbox checkout: one self-contained page, no script (the CSP allows none inline). */
function checkoutPage(reference: string, amountKobo: bigint, open: boolean) {
  const ref = escapeHtml(reference)
  const action = `/checkout/${encodeURIComponent(reference)}`
  const buttons = open
    ? `<div class="actions">
      <form method="post" action="${action}/pay"><button type="submit" class="pay">Pay ${naira(amountKobo)}</button></form>
      <form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form>
    </div>`
    : `<p role="status">This checkout is closed.</p>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Recur sandbox checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1b1f24; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; border-radius: 12px; padding: 32px; width: min(360px, 90vw); box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .note { color: #57606a; font-size: .875rem; margin: 0 0 24px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #57606a; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .actions { display: flex; gap: 12px; }
  button { font: inherit; padding: 10px 16px; border-radius: 8px; border: 1px solid #0f766e; cursor: pointer; }
  .pay { background: #0f766e; color: #fff; } .cancel { background: #fff; color: #0f766e; }
  button:focus-visible { outline: 3px solid #1f5fa8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Sandbox checkout</h1>
  <p class="note">Test payments only: no real money moves.</p>
  <dl>
    <dt>Amount</dt><dd>${naira(amountKobo)}</dd>
    <dt>Reference</dt><dd>${ref}</dd>
  </dl>
  ${buttons}
</main>
</body>
</html>
`
}

/**
 * The sandbox gateway's pages, outside /api: GET shows the checkout, its two forms post back
 * here, and either way the credit is settled through `confirmCredit` (the gateway's verify
 * answer), then the browser goes to `/wallet?reference=…` on the origin it is on.
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
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(checkoutPage(row.reference, row.amountKobo, row.status === 'pending'))
    })

    for (const [action, outcome] of [
      ['pay', 'success'],
      ['cancel', 'abandoned'],
    ] as const) {
      checkout.post(`/checkout/:reference/${action}`, async (request, reply) => {
        const { reference } = request.params as { reference: string }
        const row = isStorableText(reference) ? await deps.sandbox.find(reference) : undefined
        if (!row) return sendError(reply, 404, messages.notFound)
        await deps.sandbox.complete(reference, outcome)
        await deps.funding.confirmCredit(reference)
        // A cancelled checkout says so: the ledger's 'failed' alone cannot tell it from a decline.
        return reply.redirect(walletPageFor(reference, action === 'cancel'), 303)
      })
    }
  })
}
