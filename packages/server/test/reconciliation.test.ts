import type { PaymentRequest } from '@recur/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicePayments } from '../src/db/schema'
import { sandboxReasons } from '../src/adapters/gateway/sandbox'
import { newReference } from '../src/services/ledger'
import { providerRequestId } from '../src/adapters/bills/provider'
import { SANDBOX_SERVICES } from '../src/adapters/bills/sandbox'
import { createTestDatabase, type TestDatabase } from './helpers/database'
import { signUp, startServer, type TestServer } from './helpers/server'
import { expectLedgerMatches, fundWallet } from './helpers/wallet'

let db: TestDatabase
let server: TestServer
/** A second server instance on the same database. */
let twin: TestServer

beforeAll(async () => {
  db = await createTestDatabase()
  server = await startServer(db)
  twin = await startServer(db)
})
afterAll(async () => {
  await twin?.close()
  await server?.close()
  await db?.dispose()
})

/** Makes every pending row of the user look an hour old (past RECONCILE_AFTER_MINUTES). */
const age = (userId: string) =>
  db.query(
    `update wallet_transactions set created_at = now() - interval '1 hour'
      where user_id = $1 and status = 'pending'`,
    [userId],
  )

const statusOf = async (reference: string) =>
  (
    await db.query<{ status: string }>(
      'select status from wallet_transactions where reference = $1',
      [reference],
    )
  )[0]?.status

const DSTV = SANDBOX_SERVICES[0]!
const PADI = DSTV.variations[0]!
const PADI_TOTAL = PADI.amountKobo + PADI.feeKobo

/** A payment whose process stopped after the debit: a pending debit and a processing claim. */
async function stuckPayment(userId: string, smartcard: string) {
  const request: PaymentRequest = {
    service_name: 'dstv',
    variation_code: PADI.code,
    email: 'ada@example.com',
    phone_number: '09012345678',
    smartcard_number: smartcard,
    auto_renew: true,
    is_tracking_disabled: false,
    subscription_type: 'new',
    payment_method: 'wallet',
  }
  return db.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(servicePayments)
      .values({
        userId,
        idempotencyKey: newReference('PAY'),
        fingerprint: 'stuck',
        serviceName: DSTV.name,
        variationCode: PADI.code,
        totalKobo: PADI_TOTAL,
        request,
      })
      .returning()
    const debit = await server.app.services.ledger.debit(tx, {
      userId,
      amountKobo: PADI_TOTAL,
      reference: newReference('PAY'),
      channel: 'sandbox',
      description: PADI.name,
    })
    await tx
      .update(servicePayments)
      .set({ transactionId: debit.id })
      .where(eq(servicePayments.id, payment!.id))
    return { request, debit }
  })
}

describe('reconciliation of pending ledger rows', () => {
  it('credits a checkout that was paid but never confirmed, and leaves open ones pending', async () => {
    const user = await signUp(server)
    const paid = (await server.api(user.token).fundWallet({ amount: 1_500 })).data.reference
    const open = (await server.api(user.token).fundWallet({ amount: 900 })).data.reference
    await server.app.services.sandboxGateway!.complete(paid, 'success')
    // Too young: untouched.
    expect(await server.app.services.reconciliation.runOnce()).toEqual([])
    await age(user.id)
    const claimed = await server.app.services.reconciliation.runOnce()
    expect(claimed).toEqual(expect.arrayContaining([paid, open]))
    expect(await statusOf(paid)).toBe('successful')
    expect(await statusOf(open)).toBe('pending')
    await expectLedgerMatches(db, user.id, 150_000n)
    // Leased: the open one is not looked at again in the next round.
    expect(await server.app.services.reconciliation.runOnce()).not.toContain(open)
  })

  it('fails a checkout left unpaid past its expiry, so it stops being pending', async () => {
    const user = await signUp(server)
    const { reference } = (await server.api(user.token).fundWallet({ amount: 800 })).data
    const young = (await server.api(user.token).fundWallet({ amount: 300 })).data.reference
    await age(user.id)
    // Still open at the gateway: the first round leaves it pending.
    await server.app.services.reconciliation.runOnce()
    expect(await statusOf(reference)).toBe('pending')
    // Its checkout expires (CHECKOUT_EXPIRES_MINUTES); the other one is still open.
    await db.query(
      `update sandbox_checkouts set expires_at = now() - interval '1 minute' where reference = $1`,
      [reference],
    )
    await db.query(`update wallet_transactions set next_check_at = null where user_id = $1`, [
      user.id,
    ])
    await server.app.services.reconciliation.runOnce()
    expect(await statusOf(reference)).toBe('failed')
    expect(await statusOf(young)).toBe('pending')
    const [row] = await db.query<{ failure_reason: string }>(
      'select failure_reason from wallet_transactions where reference = $1',
      [reference],
    )
    expect(row?.failure_reason).toBe(sandboxReasons.expired)
    await expectLedgerMatches(db, user.id, 0n)
  })

  it('reverses a debit the provider never delivered, and finishes one it did', async () => {
    const user = await signUp(server)
    await fundWallet(server, user.token, 20_000)
    const lost = await stuckPayment(user.id, '7030000001')
    const delivered = await stuckPayment(user.id, '7030000002')
    // The provider did deliver the second before the process stopped.
    await server.app.services.catalogue.provider.purchase(
      {
        requestId: providerRequestId(delivered.debit),
        service: DSTV,
        variation: PADI,
        smartcardNumber: '7030000002',
        phoneNumber: '09012345678',
        email: 'ada@example.com',
      },
      new AbortController().signal,
    )
    await age(user.id)
    await server.app.services.reconciliation.runOnce()
    expect(await statusOf(lost.debit.reference)).toBe('reversed')
    expect(await statusOf(delivered.debit.reference)).toBe('successful')
    await expectLedgerMatches(db, user.id, 2_000_000n - PADI_TOTAL)
    const list = await server.api(user.token).listSubscriptions()
    expect(list.data.data.map((s) => s.name)).toEqual([PADI.name])
  })

  it('two server instances at once settle each row exactly once', async () => {
    const user = await signUp(server)
    const references: string[] = []
    for (let i = 0; i < 20; i += 1) {
      const { reference } = (await server.api(user.token).fundWallet({ amount: 100 })).data
      await server.app.services.sandboxGateway!.complete(reference, 'success')
      references.push(reference)
    }
    await age(user.id)
    const [a, b] = await Promise.all([
      server.app.services.reconciliation.runOnce(),
      twin.app.services.reconciliation.runOnce(),
    ])
    const mine = (list: string[]) => list.filter((r) => references.includes(r))
    expect(mine(a).filter((r) => mine(b).includes(r))).toEqual([])
    expect([...mine(a), ...mine(b)].sort()).toEqual([...references].sort())
    await expectLedgerMatches(db, user.id, 200_000n)
  })
})
