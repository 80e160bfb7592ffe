/**
 * Money is held as integer minor units (kobo, cents; bigint) and leaves the API as a number with
 * at most 2 decimals: 0 → 0, 1234 → 12.34. The decimal text is built exactly, then parsed once,
 * so no binary arithmetic touches the amount.
 */
export function koboToAmount(kobo: bigint): number {
  const negative = kobo < 0n
  const abs = negative ? -kobo : kobo
  const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
  return Number(text)
}

/**
 * An amount in major units that has at most 2 decimals (the contract's schemas check that), as
 * integer minor units: 12.34 → 1234n. Within MAX_AMOUNT, amount × 100 is within 2^53, so the
 * nearest integer is the exact one.
 */
export function amountToMinor(amount: number): bigint {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`)
  return BigInt(Math.round(amount * 100))
}

/**
 * A filter bound in major units, which may have any number of decimals, as the minor-unit bound
 * that selects the same whole amounts: `from` rounds up, `to` rounds down (amount ≥ 1.005 means
 * ≥ 101 kobo; amount ≤ 1.005 means ≤ 100 kobo). Clamped to [0, max + 1] so no value overflows.
 */
export function boundToMinor(amount: number, end: 'from' | 'to', max: bigint): bigint {
  const scaled = amount * 100
  if (!(scaled <= Number(max))) return max + 1n
  if (scaled <= 0) return 0n
  const nearest = Math.round(scaled)
  // Closer than float noise to a whole kobo: that whole kobo (0.07 × 100 = 7.000000000000001).
  if (Math.abs(scaled - nearest) < 1e-6) return BigInt(nearest)
  return BigInt(end === 'from' ? Math.ceil(scaled) : Math.floor(scaled))
}
