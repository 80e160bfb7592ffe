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
/** Kobo as the product shows naira: '₦1,234.50' (2 decimals, en-US separators). */
export function formatNaira(kobo: bigint): string {
  return `₦${koboToAmount(kobo).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

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

/**
 * `numerator / denominator` rounded half away from zero to a whole number, exactly (bigint):
 * 5/2 → 3, 7/3 → 2, -5/2 → -3. The denominator must be positive.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('the denominator must be positive')
  const negative = numerator < 0n
  const abs = negative ? -numerator : numerator
  const rounded = (2n * abs + denominator) / (2n * denominator)
  return negative ? -rounded : rounded
}

/**
 * A decimal written in text ('1460.5', '0.79', '1e-7', '-3', '2.5E+3') as an exact fraction
 * `{ digits, scale }` meaning digits / 10^scale; undefined when the text is not a plain decimal.
 * Used for JSON numbers through their shortest form (`String(0.79)` is '0.79'), which is the
 * decimal the sender wrote, not the binary float it became.
 */
export function parseDecimal(text: string): { digits: bigint; scale: number } | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text.trim())
  if (!match) return undefined
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match
  const exponent = Number(exponentText)
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return undefined
  let digits = BigInt(`${whole}${fraction}`)
  let scale = fraction.length - exponent
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { digits: sign === '-' ? -digits : digits, scale }
}

/** A decimal text as an integer count of 10^-scale units, rounded half up: ('1.005', 2) → 101n. */
export function decimalToScaled(text: string, scale: number): bigint | undefined {
  const parsed = parseDecimal(text)
  if (!parsed) return undefined
  return divideHalfUp(parsed.digits * 10n ** BigInt(scale), 10n ** BigInt(parsed.scale))
}
