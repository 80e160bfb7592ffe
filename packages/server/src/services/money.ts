/**
 * Money is held as integer kobo (bigint) and leaves the API as a number with at most 2 decimals:
 * 0 → 0, 1234 → 12.34. The decimal text is built exactly, then parsed once, so no binary
 * arithmetic touches the amount.
 */
export function koboToAmount(kobo: bigint): number {
  const negative = kobo < 0n
  const abs = negative ? -kobo : kobo
  const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
  return Number(text)
}
