/*
 * The sandbox checkout page's markup, and nothing else: no Node, no database, so Storybook
 * renders this very function (stories/screens/Checkout.stories.tsx) and the page has one home.
 */

/** What the page shows; every amount already formatted (₦1,234.00). */
export interface CheckoutPageView {
  reference: string
  /** The total to pay, formatted. */
  total: string
  /** What is being paid for: a title and labelled lines (service, bouquet, smartcard, fee…). */
  purchase: { title: string; lines: { label: string; value: string }[] } | null
  /** Whether the checkout can still be paid. */
  open: boolean
  /** Why a closed checkout is closed, e.g. 'It expired before it was paid.' */
  closedReason?: string
  /** Where 'Back to Recur' goes once the checkout is closed. */
  returnHref?: string
  /** The form posts' base path, `/checkout/<reference>`. */
  action: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const row = (label: string, value: string, className = '') =>
  `<dt${className && ` class="${className}"`}>${escapeHtml(label)}</dt><dd${className && ` class="${className}"`}>${escapeHtml(value)}</dd>`

/** The page's style: one self-contained sheet (the CSP allows inline style, no script). */
export const CHECKOUT_PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1b1f24; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; border-radius: 12px; padding: 32px; width: min(400px, 90vw); box-sizing: border-box; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  h2 { font-size: 1rem; margin: 0 0 12px; }
  .note { color: #57606a; font-size: .875rem; margin: 0 0 24px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #57606a; } dd { margin: 0; font-weight: 600; text-align: end; overflow-wrap: anywhere; }
  .total { border-top: 1px solid #d0d7de; padding-top: 8px; font-size: 1.125rem; color: #1b1f24; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; }
  .actions form { display: contents; }
  button, .back { font: inherit; padding: 10px 16px; border-radius: 8px; border: 1px solid #0f766e; cursor: pointer; text-decoration: none; display: inline-block; }
  .pay { background: #0f766e; color: #fff; flex: 1 1 100%; } .secondary, .back { background: #fff; color: #0f766e; }
  button:focus-visible, .back:focus-visible { outline: 3px solid #1f5fa8; outline-offset: 2px; }
`

/** The sandbox checkout: what is being bought and its total, then Pay, a declined card or Cancel. */
export function checkoutPage(view: CheckoutPageView): string {
  const action = escapeHtml(view.action)
  const lines = view.purchase?.lines ?? []
  const buttons = view.open
    ? `<div class="actions">
      <form method="post" action="${action}/pay"><button type="submit" class="pay">Pay ${escapeHtml(view.total)}</button></form>
      <form method="post" action="${action}/decline"><button type="submit" class="secondary">Use a declined test card</button></form>
      <form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form>
    </div>`
    : `<p role="status">This checkout is closed.${view.closedReason ? ` ${escapeHtml(view.closedReason)}` : ''}</p>
    ${view.returnHref ? `<a class="back" href="${escapeHtml(view.returnHref)}">Back to Recur</a>` : ''}`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view.purchase ? `${escapeHtml(view.purchase.title)} – ` : ''}Recur sandbox checkout</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${CHECKOUT_PAGE_STYLE}</style>
</head>
<body>
<main>
  <h1>Sandbox checkout</h1>
  <p class="note">Test payments only: no real money moves.</p>
  ${view.purchase ? `<h2>You are paying for ${escapeHtml(view.purchase.title)}</h2>` : ''}
  <dl>
    ${lines.map((line) => row(line.label, line.value)).join('\n    ')}
    ${row('Reference', view.reference)}
    ${row('Total', view.total, 'total')}
  </dl>
  ${buttons}
</main>
</body>
</html>
`
}
