import type { Currency } from '@recur/api/contract'
import { useId, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'
import { DatePicker } from '../../primitives/DatePicker'
import { FilterIcon } from '../../primitives/Icon'
import { NumberField } from '../../primitives/NumberField'
import { Select } from '../../primitives/Select'
import { TagGroup } from '../../primitives/TagGroup'
import { color, fontSize, fontWeight, media, radius, size, space } from '../../theme'
import {
  activeFilterChips,
  CUSTOM_FRAME_HINT,
  DATE_PRESETS,
  isInvertedRange,
  matchPreset,
  presetRange,
  removeFilters,
  setFilter,
  STATUS_OPTIONS,
  type DatePreset,
  type FilterRange,
  type FilterStatus,
  type SubscriptionFilterValue,
} from './filters'

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${size.iconMd};
  padding: 0 ${space[1]};
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: ${fontSize.xs};
`

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`

const Controls = styled.div`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: 1fr;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Range = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`

/** Spaced as a field's label is from its box, so the amount boxes line up with the selects. */
const AmountGroup = styled(Range)`
  gap: ${space[1.5]};
`

const RangeTitle = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`

const Ends = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[2]};
`

const EndWord = styled.span`
  padding-inline-start: ${space[3]};
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`

const Hint = styled.p`
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[3]};
`

export interface FilterBarProps<C extends string = string> {
  /** Controlled: the filters in force. */
  value: SubscriptionFilterValue<C>
  onChange: (next: SubscriptionFilterValue<C>) => void
  /** The category names to choose from (GET /categories). */
  categories: readonly { name: string }[]
  /** The currencies to choose from (GET /currencies). */
  currencies: readonly (Currency & { code: C })[]
  /** 'YYYY-MM-DD': the presets count back from it (the product's today, Africa/Lagos). */
  today: string
  /** Open the bar at first. Defaults to open when `value` holds a filter (e.g. from the URL). */
  defaultOpen?: boolean
  /**
   * Said under 'Amount to' when it is below 'Amount from' (the contract's
   * `messages.amountRangeInverted`, which the server answers too); such a range is not applied.
   */
  amountRangeInvertedMessage: string
}

type RangeKey = 'startDate' | 'endDate'

/**
 * Spec §2 Filter bar. The 'Filter' button shows and hides the filters, and toggling it resets
 * them all (`onChange({})`). Each filter that applies shows as a removable chip; 'Clear All'
 * removes them. A date range applies, and shows a chip, only once both ends are set.
 */
export function FilterBar<C extends string = string>({
  value,
  onChange,
  categories,
  currencies,
  today,
  defaultOpen,
  amountRangeInvertedMessage,
}: FilterBarProps<C>) {
  const panelId = useId()
  const chips = activeFilterChips(value, today)
  const [isOpen, setOpen] = useState(defaultOpen ?? chips.length > 0)
  // 'Custom' chosen but no dates yet: nothing in `value` says so, so it is held here.
  const [custom, setCustom] = useState<Record<RangeKey, boolean>>({
    startDate: false,
    endDate: false,
  })

  const reset = () => setCustom({ startDate: false, endDate: false })
  const update = (next: SubscriptionFilterValue<C>) => onChange(next)

  const toggle = () => {
    setOpen(!isOpen)
    reset()
    onChange({})
  }

  const remove = (ids: string[]) => {
    if (ids.includes('startDate') || ids.includes('endDate')) {
      setCustom((c) => ({
        startDate: ids.includes('startDate') ? false : c.startDate,
        endDate: ids.includes('endDate') ? false : c.endDate,
      }))
    }
    update(removeFilters(value, ids))
  }

  return (
    <Bar>
      <div>
        <Button
          variant="secondary"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onPress={toggle}
        >
          <FilterIcon size="sm" />
          Filter
          {chips.length > 0 && <Count aria-label={`${chips.length} active`}>{chips.length}</Count>}
        </Button>
      </div>
      {isOpen && (
        <Panel id={panelId} role="group" aria-label="Filters">
          <Controls>
            <Select
              label="Category"
              placeholder="Any category"
              options={categories.map((c) => ({ id: c.name, label: c.name }))}
              value={value.category ?? null}
              onChange={(next) => update(setFilter(value, 'category', next ?? undefined))}
            />
            <Select
              label="Status"
              placeholder="Any status"
              options={STATUS_OPTIONS}
              value={value.status ?? null}
              onChange={(next) =>
                update(setFilter(value, 'status', (next ?? undefined) as FilterStatus | undefined))
              }
            />
            <Select
              label="Currency"
              placeholder="Any currency"
              options={currencies.map((c) => ({
                id: c.code,
                label: c.sign ? `${c.sign} ${c.code}` : c.code,
              }))}
              value={value.currency ?? null}
              onChange={(next) =>
                update(setFilter(value, 'currency', (next ?? undefined) as C | undefined))
              }
            />
            {(
              [
                ['startDate', 'Start Date'],
                ['endDate', 'End Date'],
              ] as const
            ).map(([key, label]) => (
              <DateRangeFilter
                key={key}
                label={label}
                range={value[key]}
                today={today}
                isCustom={custom[key]}
                onPreset={(preset) => {
                  setCustom((c) => ({ ...c, [key]: preset === 'custom' }))
                  if (preset === null) update(removeFilters(value, [key]))
                  else if (preset !== 'custom')
                    update({ ...value, [key]: presetRange(preset, today) })
                }}
                onRange={(range) => update(setFilter(value, key, range))}
              />
            ))}
            <AmountRangeFilter
              range={value.amount}
              onRange={(range) => update(setFilter(value, 'amount', range))}
              invertedMessage={amountRangeInvertedMessage}
            />
          </Controls>
          {chips.length > 0 && (
            <Chips>
              <TagGroup label="Active filters" items={chips} onRemove={remove} />
              <Button
                variant="ghost"
                size="sm"
                onPress={() => {
                  reset()
                  update({})
                }}
              >
                Clear All
              </Button>
            </Chips>
          )}
        </Panel>
      )}
    </Bar>
  )
}

interface DateRangeFilterProps {
  label: string
  range: FilterRange<string> | undefined
  today: string
  isCustom: boolean
  onPreset: (preset: DatePreset | null) => void
  onRange: (range: FilterRange<string>) => void
}

/** A preset, or 'Custom' with two dates and the 2-year hint. */
function DateRangeFilter({
  label,
  range,
  today,
  isCustom,
  onPreset,
  onRange,
}: DateRangeFilterProps) {
  const hintId = useId()
  const hasDates = Boolean(range?.from || range?.to)
  const preset: DatePreset | null = isCustom
    ? 'custom'
    : (matchPreset(range, today) ?? (hasDates ? 'custom' : null))
  return (
    <Range>
      <Select
        label={label}
        placeholder="Any time"
        options={DATE_PRESETS}
        value={preset}
        onChange={(next) => onPreset(next as DatePreset | null)}
      />
      {preset === 'custom' && (
        <>
          <Ends role="group" aria-label={`${label} range`} aria-describedby={hintId}>
            <DatePicker
              label="From"
              value={range?.from ?? ''}
              maxValue={range?.to || undefined}
              onChange={(from) => onRange({ ...range, from: from || undefined })}
            />
            <DatePicker
              label="To"
              value={range?.to ?? ''}
              minValue={range?.from || undefined}
              onChange={(to) => onRange({ ...range, to: to || undefined })}
            />
          </Ends>
          <Hint id={hintId}>{CUSTOM_FRAME_HINT}</Hint>
        </>
      )}
    </Range>
  )
}

interface AmountRangeFilterProps {
  range: FilterRange<number> | undefined
  onRange: (range: FilterRange<number>) => void
  invertedMessage: string
}

/**
 * 'Amount' from and to, lined up with the other filters: the group's title sits where their
 * labels sit, and each box says 'From' or 'To' inside it. A range from high to low is not
 * applied: the last range that made sense stays in force and the field says why.
 */
function AmountRangeFilter({ range, onRange, invertedMessage }: AmountRangeFilterProps) {
  const titleId = useId()
  const [draft, setDraft] = useState<FilterRange<number>>(range ?? {})
  // The range changed from outside (a chip removed, Clear All): the boxes follow it.
  const rangeKey = JSON.stringify(range ?? {})
  const [applied, setApplied] = useState(rangeKey)
  if (applied !== rangeKey) {
    setApplied(rangeKey)
    setDraft(range ?? {})
  }
  const inverted = isInvertedRange(draft)
  const change = (next: FilterRange<number>) => {
    setDraft(next)
    if (!isInvertedRange(next)) onRange(next)
  }
  return (
    <AmountGroup role="group" aria-labelledby={titleId}>
      <RangeTitle id={titleId}>Amount</RangeTitle>
      <Ends>
        <NumberField
          label="Amount from"
          hideLabel
          startAdornment={<EndWord aria-hidden>From</EndWord>}
          minValue={0}
          value={draft.from}
          onChange={(from) => change({ ...draft, from })}
        />
        <NumberField
          label="Amount to"
          hideLabel
          startAdornment={<EndWord aria-hidden>To</EndWord>}
          minValue={0}
          value={draft.to}
          onChange={(to) => change({ ...draft, to })}
          isInvalid={inverted}
          errorMessage={inverted ? invertedMessage : undefined}
        />
      </Ends>
    </AmountGroup>
  )
}
