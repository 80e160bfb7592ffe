import { DEFAULT_CURRENCY_SIGN, INVALID_AMOUNT, type Currency } from '../../format'

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/**
 * An amount short enough for an axis tick: '0', '950', '1.2K', '1.2M', '98.8B', with the
 * currency's sign (₦ when it has none) after a leading minus. The full amount, two decimals and
 * all, is in the chart's data table.
 */
export function abbreviateAmount(value: number, currency?: Currency | null): string {
  if (!Number.isFinite(value)) return INVALID_AMOUNT
  const digits = compact.format(Math.abs(value))
  const sign = currency ? currency.sign || DEFAULT_CURRENCY_SIGN : ''
  return `${value < 0 && digits !== '0' ? '-' : ''}${sign}${digits}`
}

/** A number out of an amount that may be a decimal string; anything else counts as 0. */
export function toNumber(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim() || NaN)
  return Number.isFinite(n) ? n : 0
}

/**
 * The value axis: its domain always includes 0, so bars grow from a baseline. All zeros (or no
 * data) give a flat chart with a single '0' tick instead of invented steps.
 */
export function valueDomain(values: readonly number[]): {
  domain: [number, number]
  flat: boolean
} {
  const finite = values.filter(Number.isFinite)
  const min = Math.min(0, ...finite)
  const max = Math.max(0, ...finite)
  if (min === 0 && max === 0) return { domain: [0, 1], flat: true }
  return { domain: [min, max], flat: false }
}

export interface BandLabel {
  label: string
  /** Used when the label doesn't fit its band, e.g. 'Jan' for 'January'. */
  shortLabel?: string
}

/** Past this many characters a label is cut rather than thinning the axis further. */
const MAX_WANTED_CHARS = 10

/**
 * What each band's tick reads, given the band's width. A label that fits shows whole; else its
 * short form (then every label uses its short form, so the axis reads consistently); else it is
 * cut with '…'. When the bands are too narrow for the labels (or their short forms, at least
 * `minChars`), only every n-th band is labelled (the others read '') and the labelled ones use
 * the room of the skipped ones, so labels never overlap.
 */
export function bandLabels(
  labels: readonly BandLabel[],
  bandWidth: number,
  charWidth: number,
  minChars = 3,
): string[] {
  if (labels.length === 0) return []
  const longest = Math.max(...labels.map(({ label }) => label.length))
  const shortForms = labels.map(({ shortLabel }) => shortLabel)
  const allShort = shortForms.every((short) => short !== undefined)
  const longestShort = allShort
    ? Math.max(...shortForms.map((short) => short?.length ?? 0))
    : longest
  const wanted = Math.max(minChars, Math.min(longestShort, longest, MAX_WANTED_CHARS))
  // Half a character's worth of gap between neighbouring labels.
  const stride = Math.max(1, Math.ceil(((wanted + 0.5) * charWidth) / Math.max(bandWidth, 1)))
  const room = Math.max(minChars, Math.floor((bandWidth * stride) / charWidth - 0.5))
  const allFit = longest <= room
  const allShortFit = allShort && longestShort <= room
  return labels.map(({ label, shortLabel }, i) => {
    if (i % stride !== 0) return ''
    if (allFit) return label
    if (allShortFit && shortLabel !== undefined) return shortLabel
    return fitLabel(label, room, shortLabel)
  })
}

/** A label in at most `maxChars` characters: whole, its short form, or cut with '…'. */
export function fitLabel(label: string, maxChars: number, shortLabel?: string): string {
  if (label.length <= maxChars) return label
  if (shortLabel !== undefined && shortLabel.length <= maxChars) return shortLabel
  if (maxChars <= 1) return label.slice(0, 1)
  return `${label.slice(0, maxChars - 1).trimEnd()}…`
}
