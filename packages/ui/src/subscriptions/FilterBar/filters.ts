import { formatAmount, formatDate, shiftIsoDate } from '../../format'

/** A range; a date range applies only with both ends (spec §5 Filters), an amount range with either. */
export interface FilterRange<T> {
  from?: T
  to?: T
}

export type FilterStatus = 'active' | 'expired'

/**
 * The filter bar's value: the shape of the contract's `SubscriptionFilters`, dates 'YYYY-MM-DD'.
 * `C` is the currency code type, so the contract's `CurrencyCode` flows through unchanged.
 */
export interface SubscriptionFilterValue<C extends string = string> {
  /** A category's name. */
  category?: string
  status?: FilterStatus
  currency?: C
  startDate?: FilterRange<string>
  endDate?: FilterRange<string>
  amount?: FilterRange<number>
}

export type FilterKey = keyof SubscriptionFilterValue

export const STATUS_OPTIONS: readonly { id: FilterStatus; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'expired', label: 'Expired' },
]

export type DatePreset = 'last7' | 'last30' | 'last6months' | 'custom'

/** Spec §2 and §9: the date presets and their labels. */
export const DATE_PRESETS: readonly { id: DatePreset; label: string }[] = [
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'last6months', label: 'Last 6 months' },
  { id: 'custom', label: 'Custom' },
]

/** Spec §2: the hint on a custom frame (the 2-year limit is advice, not enforced). */
export const CUSTOM_FRAME_HINT = 'This frame should not exceed 2 years'

/**
 * The dates a preset stands for, ending today and counting today: the last 7 days are today and
 * the 6 before it; the last 6 months start on this day 6 months ago.
 */
export function presetRange(
  preset: Exclude<DatePreset, 'custom'>,
  today: string,
): Required<FilterRange<string>> {
  const from =
    preset === 'last7'
      ? shiftIsoDate(today, { days: -6 })
      : preset === 'last30'
        ? shiftIsoDate(today, { days: -29 })
        : shiftIsoDate(today, { months: -6 })
  return { from, to: today }
}

/** Which preset a range is, if any. */
export function matchPreset(
  range: FilterRange<string> | undefined,
  today: string,
): Exclude<DatePreset, 'custom'> | null {
  if (!range?.from || !range.to) return null
  for (const { id } of DATE_PRESETS) {
    if (id === 'custom') continue
    const preset = presetRange(id, today)
    if (preset.from === range.from && preset.to === range.to) return id
  }
  return null
}

export function isCompleteRange<T>(range: FilterRange<T> | undefined): boolean {
  return range?.from !== undefined && range.from !== '' && range.to !== undefined && range.to !== ''
}

/** Both ends set and the lower above the upper: a range that holds nothing, refused. */
export function isInvertedRange(range: FilterRange<number> | undefined): boolean {
  return range?.from !== undefined && range.to !== undefined && range.from > range.to
}

const hasEnd = <T>(range: FilterRange<T> | undefined) =>
  range !== undefined &&
  ((range.from !== undefined && range.from !== '') || (range.to !== undefined && range.to !== ''))

export interface FilterChip {
  id: FilterKey
  label: string
}

const plain = (n: number) => formatAmount(n)

/** One chip per filter that applies, in the bar's order; a half-chosen date range has none. */
export function activeFilterChips(value: SubscriptionFilterValue, today: string): FilterChip[] {
  const chips: FilterChip[] = []
  if (value.category) chips.push({ id: 'category', label: `Category: ${value.category}` })
  if (value.status) {
    const label = STATUS_OPTIONS.find((s) => s.id === value.status)?.label ?? value.status
    chips.push({ id: 'status', label: `Status: ${label}` })
  }
  if (value.currency) chips.push({ id: 'currency', label: `Currency: ${value.currency}` })
  for (const [key, name] of [
    ['startDate', 'Start Date'],
    ['endDate', 'End Date'],
  ] as const) {
    const range = value[key]
    if (!isCompleteRange(range)) continue
    const preset = matchPreset(range, today)
    const words = preset
      ? DATE_PRESETS.find((p) => p.id === preset)!.label
      : `${formatDate(range!.from)} – ${formatDate(range!.to)}`
    chips.push({ id: key, label: `${name}: ${words}` })
  }
  const amount = value.amount
  if (hasEnd(amount)) {
    const { from, to } = amount!
    const words =
      from !== undefined && to !== undefined
        ? `${plain(from)} – ${plain(to)}`
        : from !== undefined
          ? `from ${plain(from)}`
          : `up to ${plain(to!)}`
    chips.push({ id: 'amount', label: `Amount: ${words}` })
  }
  return chips
}

/** The value without these filters. */
export function removeFilters<V extends SubscriptionFilterValue>(
  value: V,
  keys: readonly string[],
): V {
  const next = { ...value }
  for (const key of keys) delete next[key as FilterKey]
  return next
}

/** The value with one filter set, or removed when `part` is empty. */
export function setFilter<V extends SubscriptionFilterValue, K extends FilterKey>(
  value: V,
  key: K,
  part: V[K] | undefined,
): V {
  const empty =
    part === undefined ||
    part === '' ||
    (typeof part === 'object' && part !== null && !hasEnd(part as FilterRange<unknown>))
  if (empty) return removeFilters(value, [key])
  return { ...value, [key]: part }
}
