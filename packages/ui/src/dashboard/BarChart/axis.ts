import { tickIncrement, ticks } from '@visx/vendor/d3-array'
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

/** The value axis: amounts to heights, and the amounts its grid lines and labels stand at. */
export interface LinearScale {
  (value: number): number
  /** About `count` round values across the domain (d3's ticks). */
  ticks(count: number): number[]
}

/**
 * d3's linear scale, as `scaleLinear({ domain, range, nice })` of visx made it, for the one use
 * the bar chart has: a two-number domain, optionally extended to round values (d3's `nice()`,
 * at most 10 passes), mapped straight onto the range, no clamping or rounding. The same
 * arithmetic, so the same pixels, without d3-scale's interpolators, colour parsing, number
 * formats and time intervals (about 10 kB of gzip on the dashboard) that the chart never uses.
 */
export function linearScale(
  [start, stop]: readonly [number, number],
  [r0, r1]: readonly [number, number],
  nice = false,
): LinearScale {
  let [d0, d1] = [start, stop]
  if (nice) [d0, d1] = niceDomain(d0, d1)
  const span = d1 - d0
  const scale = (value: number) => {
    // d3's normalize: a point domain maps everything to the middle of the range.
    const t = span ? (value - d0) / span : Number.isNaN(span) ? NaN : 0.5
    return r0 * (1 - t) + r1 * t
  }
  scale.ticks = (count: number) => ticks(d0, d1, count)
  return scale
}

/** d3-scale's `linear.nice()` (10 ticks), on a two-number domain. */
function niceDomain(d0: number, d1: number): [number, number] {
  const reversed = d1 < d0
  let [start, stop] = reversed ? [d1, d0] : [d0, d1]
  let prestep: number | undefined
  for (let pass = 0; pass < 10; pass++) {
    const step = tickIncrement(start, stop, 10)
    if (step === prestep) return reversed ? [stop, start] : [start, stop]
    if (step > 0) {
      start = Math.floor(start / step) * step
      stop = Math.ceil(stop / step) * step
    } else if (step < 0) {
      start = Math.ceil(start * step) / step
      stop = Math.floor(stop * step) / step
    } else break
    prestep = step
  }
  return [d0, d1]
}

/** Bands of equal width along an axis: where each starts, and their step and width. */
export interface BandScale {
  (index: number): number
  step: number
  bandwidth: number
}

/**
 * d3's band scale over the bands 0…count-1, as `scaleBand({ domain, range, padding })` of
 * visx made it: the same padding between and around the bands, centred, not rounded.
 */
export function bandScale(
  count: number,
  [r0, r1]: readonly [number, number],
  padding: number,
): BandScale {
  const inner = Math.min(1, padding)
  const step = (r1 - r0) / Math.max(1, count - inner + padding * 2)
  const first = r0 + (r1 - r0 - step * (count - inner)) * 0.5
  const scale = (index: number) => first + step * index
  scale.step = step
  scale.bandwidth = step * (1 - inner)
  return scale
}
