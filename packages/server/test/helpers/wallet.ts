import type { PaymentRequest } from '@recur/api'
import { expect } from 'vitest'
import type { TestDatabase } from './database'
import type { TestServer } from './server'

/** A wallet payment of DStv Compact for the sandbox smartcard that delivers, with overrides. */
export const dstvPayment = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  service_name: 'dstv',
  variation_code: 'dstv-compact',
  email: 'ada@example.com',
  phone_number: '09012345678',
  smartcard_number: '7030000001',
  auto_renew: true,
  is_tracking_disabled: false,
  subscription_type: 'new',
  payment_method: 'wallet',
  ...overrides,
})

/** The sandbox checkout path of a payment_url (an absolute URL on APP_URL). */
export const checkoutPathOf = (paymentUrl: string) => new URL(paymentUrl).pathname

/** Presses a button of the sandbox checkout page (a plain form post), without following. */
export async function pressCheckout(
  server: TestServer,
  paymentUrl: string,
  button: 'pay' | 'decline' | 'cancel',
) {
  return fetch(`${server.origin}${checkoutPathOf(paymentUrl)}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  })
}

/** Funds the user's wallet through the sandbox checkout, as a browser would. */
export async function fundWallet(server: TestServer, token: string, amount: number) {
  const { data } = await server.api(token).fundWallet({ amount })
  const response = await pressCheckout(server, data.payment_url, 'pay')
  expect(response.status).toBe(303)
  return data
}

/**
 * The wallet's balance and what its ledger says it should be: successful credits minus pending
 * and successful debits (reversed debits and failed credits count for nothing), in kobo.
 */
export async function ledgerAndBalance(db: TestDatabase, userId: string) {
  const [row] = await db.query<{ balance: string; ledger: string }>(
    `select w.balance_kobo::text as balance,
            coalesce((select sum(case when t.type = 'credit' and t.status = 'successful' then t.amount_kobo
                                      when t.type = 'debit' and t.status in ('pending', 'successful') then -t.amount_kobo
                                      else 0 end)
                      from wallet_transactions t where t.user_id = w.user_id), 0)::text as ledger
       from wallets w where w.user_id = $1`,
    [userId],
  )
  if (!row) throw new Error(`no wallet for ${userId}`)
  return { balance: BigInt(row.balance), ledger: BigInt(row.ledger) }
}

export async function expectLedgerMatches(db: TestDatabase, userId: string, balanceKobo: bigint) {
  const { balance, ledger } = await ledgerAndBalance(db, userId)
  expect(balance).toBe(balanceKobo)
  expect(ledger).toBe(balance)
}
