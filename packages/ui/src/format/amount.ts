/** A currency as the API describes it (spec §3): a code and an optional display sign. */
export interface Currency {
  code: string
  sign?: string | null
}

export interface FormatAmountOptions {
  /** Prefix the amount with this currency's sign (₦ when it has none). */
  currency?: Currency | null
}

/** Spec §3: a currency without a sign falls back to the naira symbol. */
export const DEFAULT_CURRENCY_SIGN = '₦'
export const NAIRA: Currency = { code: 'NGN', sign: DEFAULT_CURRENCY_SIGN }
export const INVALID_AMOUNT = 'Invalid amount'

const decimalPattern = /^[-+]?(\d+\.?\d*|\.\d+)$/

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * Spec §9: exactly two decimals, en-US thousands separators and a leading minus for negatives
 * (`-₦1,234.50`); anything that isn't a number reads 'Invalid amount'. Decimal strings are
 * formatted digit for digit, so amounts beyond a float's precision are not rounded off.
 */
export function formatAmount(value: unknown, { currency }: FormatAmountOptions = {}): string {
  const decimal = toDecimalString(value)
  if (decimal === null) return INVALID_AMOUNT

  const negative = decimal.startsWith('-')
  const magnitude = twoDecimals.format(decimal.replace(/^[-+]/, '') as Intl.StringNumericLiteral)
  const isZero = /^[0.,]*$/.test(magnitude)
  const sign = currency ? currency.sign || DEFAULT_CURRENCY_SIGN : ''
  return `${negative && !isZero ? '-' : ''}${sign}${magnitude}`
}

/** A wallet balance in NGN currency format, e.g. `₦12,500.00`. */
export function formatNaira(balance: unknown): string {
  return formatAmount(balance, { currency: NAIRA })
}

/**
 * The currency with this code from a list (GET /currencies), for its sign; an unknown code comes
 * back bare, so it formats with the ₦ fallback.
 */
export function findCurrency(code: string, currencies: readonly Currency[]): Currency {
  return currencies.find((currency) => currency.code === code) ?? { code }
}

function toDecimalString(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value === 'bigint') return value.toString()
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return decimalPattern.test(trimmed) ? trimmed : null
}
