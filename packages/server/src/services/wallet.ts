import type { Wallet } from '@recur/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { wallets } from '../db/schema'
import { koboToAmount } from '../domain/money'

/** `fundingBounds`: the configured smallest and largest single funding, in kobo. */
export function createWalletService(
  db: Database,
  fundingBounds: { minKobo: bigint; maxKobo: bigint },
) {
  const funding_limits = {
    min: koboToAmount(fundingBounds.minKobo),
    max: koboToAmount(fundingBounds.maxKobo),
  }
  return {
    async balance(userId: string): Promise<Wallet> {
      const [row] = await db
        .select({ balanceKobo: wallets.balanceKobo })
        .from(wallets)
        .where(eq(wallets.userId, userId))
        .limit(1)
      return { balance: koboToAmount(row?.balanceKobo ?? 0n), funding_limits }
    },
  }
}

export type WalletService = ReturnType<typeof createWalletService>
