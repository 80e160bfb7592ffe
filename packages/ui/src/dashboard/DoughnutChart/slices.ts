import type { ReactNode } from 'react'

/** One part of a doughnut: a name and a non-negative value (e.g. a percentage). */
export interface DoughnutDatum {
  id: string
  label: string
  value: number
  /** Extra words for the legend entry, e.g. the amount behind the share. */
  detail?: ReactNode
}

/** A drawn slice: its share of the whole (0–100) and which series colour it takes. */
export interface DoughnutSlice extends DoughnutDatum {
  share: number
  /** Index into the theme's `chartSeries` (0–4). */
  colorIndex: number
  /**
   * For the folded 'Others' slice: the named parts it holds, each with its own share (a part
   * itself called 'Others' counts in the slice but is not listed inside it).
   */
  members?: readonly (DoughnutDatum & { share: number })[]
}

/** Spec §2: the doughnuts use five fixed colours, so at most five slices are drawn. */
export const MAX_SLICES = 5
export const OTHERS_LABEL = 'Others'
const OTHERS_ID = '__others'

/**
 * The slices to draw. Parts with no value (zero, negative, not a number) are left out; when
 * nothing is left the chart is empty. Up to five parts keep their order and take the series
 * colours in turn. More than five: the four largest keep their own colours and everything else
 * folds into a fifth slice, 'Others', which lists the named parts it holds (an existing
 * 'Others' part always folds into it, unnamed), so no two slices ever share a colour and no part
 * is lost.
 */
export function toSlices(
  data: readonly DoughnutDatum[],
  { max = MAX_SLICES, othersLabel = OTHERS_LABEL } = {},
): DoughnutSlice[] {
  const parts = data.filter((d) => Number.isFinite(d.value) && d.value > 0)
  const total = parts.reduce((sum, d) => sum + d.value, 0)
  if (total <= 0) return []
  const share = (value: number) => (value / total) * 100

  if (parts.length <= max) {
    return parts.map((d, i) => ({ ...d, share: share(d.value), colorIndex: i }))
  }

  const isOthers = (d: DoughnutDatum) => d.label.trim().toLowerCase() === othersLabel.toLowerCase()
  const ranked = parts
    .map((d, order) => ({ d, order }))
    .filter(({ d }) => !isOthers(d))
    .sort((a, b) => b.d.value - a.d.value || a.order - b.order)
  const kept = ranked.slice(0, max - 1).sort((a, b) => a.order - b.order)
  const keptIds = new Set(kept.map(({ d }) => d))
  const folded = parts.filter((d) => !keptIds.has(d))
  const foldedValue = folded.reduce((sum, d) => sum + d.value, 0)

  return [
    ...kept.map(({ d }, i) => ({ ...d, share: share(d.value), colorIndex: i })),
    {
      id: OTHERS_ID,
      label: othersLabel,
      value: foldedValue,
      share: share(foldedValue),
      colorIndex: max - 1,
      // The named parts it holds; an existing 'Others' part is in its value, not named again.
      members: folded.filter((d) => !isOthers(d)).map((d) => ({ ...d, share: share(d.value) })),
    },
  ]
}

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** A share as the legend shows it: '38.5%', '100%'; a sliver that rounds to 0 reads '<0.1%'. */
export function formatShare(share: number): string {
  if (!Number.isFinite(share)) return '–'
  if (share > 0 && share < 0.05) return '<0.1%'
  return `${oneDecimal.format(share)}%`
}
