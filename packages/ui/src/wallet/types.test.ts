// @vitest-environment node
import {
  TRANSACTION_FILTERS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  messages,
  type TransactionFilter,
  type WalletTransaction,
} from '@recur/api'
import { paymentFixtures } from '@recur/api/mocks'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  FUND_WALLET_ERROR_TEXT,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  type WalletTransactionFilter,
  type WalletTransactionRow,
} from './types'

describe('the wallet types', () => {
  it("take the contract's transactions as they are (checked by the type checker)", () => {
    expectTypeOf<WalletTransaction>().toExtend<WalletTransactionRow>()
    expectTypeOf<TransactionFilter>().toEqualTypeOf<WalletTransactionFilter>()
    const rows: WalletTransactionRow[] = paymentFixtures.transactions()
    expect(rows.length).toBeGreaterThan(0)
  })

  it('list the same types and statuses as the contract', () => {
    expect([...WALLET_TRANSACTION_TYPES]).toEqual([...TRANSACTION_TYPES])
    expect([...WALLET_TRANSACTION_STATUSES]).toEqual([...TRANSACTION_STATUSES])
    expect(TRANSACTION_FILTERS).toHaveLength(6)
  })

  it("says the contract's funding failure word for word", () => {
    expect(FUND_WALLET_ERROR_TEXT).toBe(messages.fundingFailed)
  })
})
