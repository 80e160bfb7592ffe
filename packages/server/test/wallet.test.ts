import { messages, type WalletTransaction } from '@recur/api'
import { describe, expect, it } from 'vitest'
import { sandboxReasons } from '../src/adapters/gateway/sandbox'
import { TRANSACTIONS_PER_PAGE } from '../src/services/ledger'
import { useTestServer } from './helpers/app'
import { failure, signUp } from './helpers/server'
import { checkoutPathOf, expectLedgerMatches, fundWallet, pressCheckout } from './helpers/wallet'

const server = useTestServer()

const authed = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

describe('POST /api/wallet/credit', () => {
  it('opens a pending credit with a unique reference and a checkout URL', async () => {
    const user = await signUp(server)
    const { data, message } = await server.api(user.token).fundWallet({ amount: 5_000 })
    expect(message).toBeTruthy()
    expect(data.reference).toMatch(/^RCR-FUND-[0-9A-F]{20}$/)
    expect(data.payment_url).toBe(`${server.config.appUrl}/checkout/${data.reference}`)
    const list = await server.api(user.token).walletTransactions()
    expect(list.data.data).toEqual([
      expect.objectContaining({
        type: 'credit',
        amount: 5_000,
        currency: 'NGN',
        status: 'pending',
        reference: data.reference,
        description: 'Wallet funding',
      }),
    ])
    expect((await server.api(user.token).walletBalance()).data.balance).toBe(0)
    const second = await server.api(user.token).fundWallet({ amount: 5_000 })
    expect(second.data.reference).not.toBe(data.reference)
  })

  it.each([
    [99.99, 'The amount must be at least ₦100.00.'],
    [1_000_000.01, 'The amount must be at most ₦1,000,000.00.'],
    [0, messages.fundAmountPositive],
    [-5, messages.fundAmountPositive],
    [100.001, messages.amountDecimals],
  ])('refuses %s with a 422 naming amount', async (amount, message) => {
    const user = await signUp(server)
    const error = await failure(server.api(user.token).fundWallet({ amount }))
    expect(error.status).toBe(422)
    expect(error.errors?.amount).toEqual([message])
    expect((await server.api(user.token).walletTransactions()).data.total).toBe(0)
  })

  it('refuses a missing or non-numeric amount', async () => {
    const user = await signUp(server)
    for (const body of [{}, { amount: 'lots' }]) {
      const response = await server.raw('/wallet/credit', {
        method: 'POST',
        headers: { ...authed(user.token).headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(422)
      expect((response.body as { errors: Record<string, string[]> }).errors.amount).toBeDefined()
    }
  })

  it('needs a token', async () => {
    expect((await failure(server.api().fundWallet({ amount: 500 }))).status).toBe(401)
  })
})

describe('the sandbox checkout', () => {
  it('shows what is paid for, the total and reference, with Pay, a declined card and Cancel, under the CSP, without scripts', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 12_345.6 })
    const response = await fetch(`${server.origin}${checkoutPathOf(data.payment_url)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(html).toContain('You are paying for Wallet funding')
    expect(html).toContain('₦12,345.60')
    expect(html).toContain(data.reference)
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">')
    expect(html).toMatch(/<button[^>]*>Pay ₦12,345.60<\/button>/)
    expect(html).toMatch(/<button[^>]*>Use a declined test card<\/button>/)
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/)
    expect(html).not.toContain('<script')
  })

  it('a declined test card fails the credit with the reason and takes no money', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 600 })
    const response = await pressCheckout(server, data.payment_url, 'decline')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/wallet?reference=${data.reference}`)
    const [row] = await server.db.query<{ status: string; failure_reason: string }>(
      `select status, failure_reason from wallet_transactions where reference = $1`,
      [data.reference],
    )
    expect(row).toEqual({ status: 'failed', failure_reason: sandboxReasons.declined })
    await expectLedgerMatches(server.db, user.id, 0n)
  })

  it('an expired checkout is closed, says so, offers the way back and cannot be paid', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 400 })
    await server.db.query(
      `update sandbox_checkouts set expires_at = now() - interval '1 second' where reference = $1`,
      [data.reference],
    )
    const page = await (await fetch(`${server.origin}${checkoutPathOf(data.payment_url)}`)).text()
    expect(page).toContain(`This checkout is closed. ${sandboxReasons.expired}`)
    expect(page).toContain(`href="/wallet?reference=${data.reference}"`)
    expect(page).not.toContain('<button')
    await pressCheckout(server, data.payment_url, 'pay')
    const [row] = (await server.api(user.token).walletTransactions()).data.data
    expect(row?.status).toBe('failed')
    await expectLedgerMatches(server.db, user.id, 0n)
  })

  it('Pay credits the wallet once and sends the browser to the wallet', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 2_500 })
    const response = await pressCheckout(server, data.payment_url, 'pay')
    expect(response.status).toBe(303)
    // Relative: the browser stays on the origin it paid from.
    expect(response.headers.get('location')).toBe(`/wallet?reference=${data.reference}`)
    expect((await server.api(user.token).walletBalance()).data.balance).toBe(2_500)
    const [row] = (await server.api(user.token).walletTransactions()).data.data
    expect(row).toMatchObject({ status: 'successful', amount: 2_500, type: 'credit' })
    await expectLedgerMatches(server.db, user.id, 250_000n)
    // The page now says it is closed, and has no buttons.
    const page = await (await fetch(`${server.origin}${checkoutPathOf(data.payment_url)}`)).text()
    expect(page).toContain('This checkout is closed.')
    expect(page).not.toContain('<button')
  })

  it('a confirmation delivered 10 times (at once and again) credits once', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 1_000 })
    const callback = () =>
      fetch(`${server.origin}/api/wallet/callback?reference=${data.reference}`, {
        redirect: 'manual',
      })
    const deliveries = await Promise.all([
      ...Array.from({ length: 4 }, () => pressCheckout(server, data.payment_url, 'pay')),
      ...Array.from({ length: 3 }, callback),
      ...Array.from({ length: 3 }, () => server.app.services.funding.confirmCredit(data.reference)),
    ])
    expect(deliveries).toHaveLength(10)
    for (let i = 0; i < 3; i += 1) await callback()
    expect((await server.api(user.token).walletBalance()).data.balance).toBe(1_000)
    await expectLedgerMatches(server.db, user.id, 100_000n)
    const credits = await server.db.query<{ n: string }>(
      `select count(*)::text as n from wallet_transactions where user_id = $1`,
      [user.id],
    )
    expect(credits[0]?.n).toBe('1')
  })

  it('the callback with an unknown or missing reference changes nothing and goes to the wallet', async () => {
    for (const query of ['?reference=RCR-FUND-NOPE', '']) {
      const response = await fetch(`${server.origin}/api/wallet/callback${query}`, {
        redirect: 'manual',
      })
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toMatch(/^\/wallet/)
    }
  })

  it('Cancel fails the credit: no money, and a later Pay cannot revive it', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 700 })
    const cancelled = await pressCheckout(server, data.payment_url, 'cancel')
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(
      `/wallet?reference=${data.reference}&outcome=cancelled`,
    )
    expect((await pressCheckout(server, data.payment_url, 'pay')).status).toBe(303)
    expect((await server.api(user.token).walletBalance()).data.balance).toBe(0)
    const [row] = (await server.api(user.token).walletTransactions()).data.data
    expect(row?.status).toBe('failed')
    await expectLedgerMatches(server.db, user.id, 0n)
  })

  it('a gateway answer with a different amount fails the credit', async () => {
    const user = await signUp(server)
    const { data } = await server.api(user.token).fundWallet({ amount: 700 })
    await server.db.query(`update sandbox_checkouts set amount_kobo = 7000 where reference = $1`, [
      data.reference,
    ])
    await pressCheckout(server, data.payment_url, 'pay')
    expect((await server.api(user.token).walletBalance()).data.balance).toBe(0)
    const [row] = await server.db.query<{ status: string; failure_reason: string }>(
      `select status, failure_reason from wallet_transactions where reference = $1`,
      [data.reference],
    )
    expect(row?.status).toBe('failed')
    expect(row?.failure_reason).toMatch(/different amount/)
  })

  it('an unknown checkout is a 404', async () => {
    const response = await fetch(`${server.origin}/checkout/RCR-FUND-UNKNOWN`)
    expect(response.status).toBe(404)
    const post = await fetch(`${server.origin}/checkout/RCR-FUND-UNKNOWN/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(post.status).toBe(404)
  })
})

describe('GET /api/wallet/transactions', () => {
  it('pages newest first, searches description and reference, filters by type or status', async () => {
    const user = await signUp(server)
    const funded = await fundWallet(server, user.token, 100)
    const refs = [funded.reference]
    for (let i = 0; i < TRANSACTIONS_PER_PAGE; i += 1) {
      refs.push((await server.api(user.token).fundWallet({ amount: 100 + i })).data.reference)
    }
    const api = server.api(user.token)
    const first = await api.walletTransactions()
    expect(first.data).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: TRANSACTIONS_PER_PAGE,
      total: TRANSACTIONS_PER_PAGE + 1,
    })
    const all = [...first.data.data, ...(await api.walletTransactions({ page: 2 })).data.data]
    expect(all.map((t: WalletTransaction) => t.reference)).toEqual([...refs].reverse())
    expect((await api.walletTransactions({ page: 3 })).data.data).toEqual([])

    const bySearch = await api.walletTransactions({
      search: funded.reference.slice(-8).toLowerCase(),
    })
    expect(bySearch.data.data.map((t) => t.reference)).toEqual([funded.reference])
    expect((await api.walletTransactions({ search: 'wallet FUNDING' })).data.total).toBe(21)
    expect((await api.walletTransactions({ search: '%' })).data.total).toBe(0)
    expect((await api.walletTransactions({ search: '_' })).data.total).toBe(0)

    expect((await api.walletTransactions({ filter: 'successful' })).data.total).toBe(1)
    expect((await api.walletTransactions({ filter: 'pending' })).data.total).toBe(20)
    expect((await api.walletTransactions({ filter: 'credit' })).data.total).toBe(21)
    expect((await api.walletTransactions({ filter: 'debit' })).data.total).toBe(0)
  })

  it("never shows another user's transactions", async () => {
    const ada = await signUp(server)
    const bayo = await signUp(server)
    const { reference } = await fundWallet(server, ada.token, 300)
    expect((await server.api(bayo.token).walletTransactions()).data.total).toBe(0)
    expect(
      (await server.api(bayo.token).walletTransactions({ search: reference })).data.total,
    ).toBe(0)
    expect((await server.api(ada.token).walletTransactions()).data.total).toBe(1)
  })

  it.each([
    ['filter=refunded', 'filter'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['page=1.5', 'page'],
    ['page=1&page=2', 'page'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with a 422 naming %s', async (query, key) => {
    const user = await signUp(server)
    const response = await server.raw(`/wallet/transactions?${query}`, authed(user.token))
    expect(response.status).toBe(422)
    expect(Object.keys((response.body as { errors: object }).errors)).toEqual([key])
  })

  it('needs a token', async () => {
    expect((await failure(server.api().walletTransactions())).status).toBe(401)
  })
})
