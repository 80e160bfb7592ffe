import { href, pages, type FundWalletResult } from '@recur/api'
import { DomainError } from '../domain/errors'
import type { Executor } from '../db/database'
import type { WalletTransactionRow } from '../db/schema'
import type { Ledger } from './ledger'
import { newReference } from './ledger'
import { amountToMinor, formatNaira as naira } from '../domain/money'
import type { PaymentGateway } from '../adapters/gateway/gateway'

/** The gateways' callback_url under /api (server-only: the app never calls it). */
export const WALLET_CALLBACK_PATH = '/wallet/callback'

/** The app's wallet page, where a checkout ends (relative: the browser stays on its origin). */
export const WALLET_PAGE = pages.wallet

/** The wallet page showing how the checkout of `reference` ended. */
export const walletPageFor = (reference: string, cancelled = false) =>
  href(pages.wallet, { reference, outcome: cancelled ? 'cancelled' : undefined })

/** Where a gateway sends the customer back, on the origin they paid from (`publicOrigin`). */
export const walletCallbackUrl = (origin: string, reference: string) =>
  `${origin}/api${WALLET_CALLBACK_PATH}?reference=${encodeURIComponent(reference)}`

export const fundingMessages = {
  tooSmall: (minKobo: bigint) => `The amount must be at least ${naira(minKobo)}.`,
  tooLarge: (maxKobo: bigint) => `The amount must be at most ${naira(maxKobo)}.`,
  gatewayDown: 'The payment gateway could not be reached. Please try again shortly.',
  amountMismatch: 'The gateway reported a different amount or currency.',
  started: 'Continue to the checkout to fund your wallet.',
}

/**
 * Wallet funding: a pending credit with a unique reference, a checkout at the gateway, and a
 * confirmation that settles the credit from the gateway's own verify answer (status, amount
 * and currency), however often and from wherever it is delivered.
 */
/** What else happens when a credit settles (a card payment's debit and fulfilment). */
export interface SettlementHooks {
  /** In the settling transaction, under the wallet lock. */
  within(tx: Executor, credit: WalletTransactionRow): Promise<void>
  /** After it commits, once per settlement. */
  after(credit: WalletTransactionRow): Promise<void>
}

export function createFundingService(deps: {
  ledger: Ledger
  gateway: PaymentGateway
  bounds: { minKobo: bigint; maxKobo: bigint }
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
  hooks?: SettlementHooks
  /**
   * Where the browser goes back to after the checkout of `credit`, when not the wallet (a card
   * payment goes back to Pay, to read its result); undefined for the wallet.
   */
  returnPage?: (credit: WalletTransactionRow) => Promise<string | undefined>
}) {
  const { ledger, gateway, bounds, hooks } = deps

  const settle = async (
    reference: string,
    outcome: { ok: true } | { ok: false; reason: string },
  ) => {
    const settled = await ledger.settleCredit(reference, outcome, hooks?.within)
    if (settled?.moved && hooks) {
      try {
        await hooks.after(settled.row)
      } catch (error) {
        deps.logger.error({ err: error, reference }, 'after-settlement step failed')
      }
    }
    return settled?.row.status
  }

  return {
    gateway,

    /**
     * The app page a checkout of `reference` returns to (relative: the browser stays on its
     * origin): Pay for a card payment, else the wallet, saying whether it was cancelled.
     */
    async returnPage(reference: string, cancelled = false): Promise<string> {
      const credit = await ledger.findByReference(reference)
      const other = credit && deps.returnPage ? await deps.returnPage(credit) : undefined
      return other ?? walletPageFor(reference, cancelled)
    },

    /** `origin`: where the customer's browser is (`publicOrigin`), to come back to. */
    async start(
      userId: string,
      email: string,
      amount: number,
      origin: string,
    ): Promise<FundWalletResult> {
      const amountKobo = amountToMinor(amount)
      if (amountKobo < bounds.minKobo) {
        const message = fundingMessages.tooSmall(bounds.minKobo)
        throw new DomainError('invalid', message, { amount: [message] })
      }
      if (amountKobo > bounds.maxKobo) {
        const message = fundingMessages.tooLarge(bounds.maxKobo)
        throw new DomainError('invalid', message, { amount: [message] })
      }
      const reference = newReference('FUND')
      await ledger.openCredit({
        userId,
        amountKobo,
        reference,
        channel: gateway.name,
        description: 'Wallet funding',
      })
      try {
        const { paymentUrl } = await gateway.initialize({
          reference,
          amountKobo,
          email,
          purchase: { title: 'Wallet funding', lines: [] },
          callbackUrl: walletCallbackUrl(origin, reference),
        })
        return { payment_url: paymentUrl, reference }
      } catch (error) {
        deps.logger.warn({ err: error, reference }, 'gateway initialize failed')
        await settle(reference, { ok: false, reason: fundingMessages.gatewayDown })
        throw new DomainError('gateway-down', fundingMessages.gatewayDown)
      }
    },

    /**
     * Asks the gateway what became of `reference` and settles the pending credit accordingly:
     * paid with the same amount in NGN → successful (the balance grows once); cancelled,
     * failed or a different amount → failed; still open → left pending. Safe to call any number
     * of times. Answers the credit's status afterwards (undefined for an unknown reference).
     */
    async confirmCredit(reference: string) {
      const credit = await ledger.findByReference(reference)
      if (!credit || credit.type !== 'credit') return undefined
      if (credit.status !== 'pending') return credit.status
      const answer = await gateway.verify(reference)
      if (answer.status === 'pending' || answer.status === 'not_found') return credit.status
      if (answer.status === 'success') {
        if (answer.amountKobo !== credit.amountKobo || answer.currency !== 'NGN') {
          deps.logger.warn(
            {
              reference,
              expected: credit.amountKobo.toString(),
              got: answer.amountKobo.toString(),
            },
            'gateway amount mismatch',
          )
          return settle(reference, { ok: false, reason: fundingMessages.amountMismatch })
        }
        return settle(reference, { ok: true })
      }
      return settle(reference, { ok: false, reason: answer.reason })
    },
  }
}

export type FundingService = ReturnType<typeof createFundingService>
