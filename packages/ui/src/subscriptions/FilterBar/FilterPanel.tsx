import type { Currency } from '@recur/api/contract'
import { useId, useState, type Dispatch, type SetStateAction } from 'react'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'
import { DatePicker } from '../../primitives/DatePicker'
import { NumberField } from '../../primitives/NumberField'
import { Select } from '../../primitives/Select'
import { TagGroup } from '../../primitives/TagGroup'
import { color, fontSize, fontWeight, media, radius, size, space } from '../../theme'
import {
  CUSTOM_FRAME_HINT,
  DATE_PRESETS,
  isInvertedRange,
  matchPreset,
  presetRange,
  removeFilters,
  setFilter,
  STATUS_OPTIONS,
  type DatePreset,
  type FilterChip,
  type FilterRange,
  type FilterStatus,
  type SubscriptionFilterValue,
} from './filters'

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

/** The date ranges a filter can hold, each with its own 'Custom' choice. */
export type FilterRangeKey = 'startDate' | 'endDate'

export interface FilterPanelProps<C extends string = string> {
  /** The panel's id, which the 'Filter' button controls. */
  id: string
  value: SubscriptionFilterValue<C>
  onChange: (next: SubscriptionFilterValue<C>) => void
  categories: readonly { name: string }[]
  currencies: readonly (Currency & { code: C })[]
  today: string
  amountRangeInvertedMessage: string
  /** The filters that apply, as chips. */
  chips: readonly FilterChip[]
  /** Removes the filters of these chips. */
  onRemove: (ids: string[]) => void
  /** 'Custom' chosen but no dates yet, per range: nothing in `value` says so. */
  custom: Record<FilterRangeKey, boolean>
  onCustomChange: Dispatch<SetStateAction<Record<FilterRangeKey, boolean>>>
}

/**
 * FilterBar's open panel: category, status, currency, the two date ranges and the amount range,
 * and the chips of the filters that apply with 'Clear All'. A module of its own, so that an app
 * can load it when the bar is first opened (FilterBarFrame).
 */
export function FilterPanel<C extends string = string>({
  id,
  value,
  onChange,
  categories,
  currencies,
  today,
  amountRangeInvertedMessage,
  chips,
  onRemove,
  custom,
  onCustomChange,
}: FilterPanelProps<C>) {
  const reset = () => onCustomChange({ startDate: false, endDate: false })
  return (
    <Panel id={id} role="group" aria-label="Filters">
      <Controls>
        <Select
          label="Category"
          placeholder="Any category"
          options={categories.map((c) => ({ id: c.name, label: c.name }))}
          value={value.category ?? null}
          onChange={(next) => onChange(setFilter(value, 'category', next ?? undefined))}
        />
        <Select
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={value.status ?? null}
          onChange={(next) =>
            onChange(setFilter(value, 'status', (next ?? undefined) as FilterStatus | undefined))
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
            onChange(setFilter(value, 'currency', (next ?? undefined) as C | undefined))
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
              onCustomChange((c) => ({ ...c, [key]: preset === 'custom' }))
              if (preset === null) onChange(removeFilters(value, [key]))
              else if (preset !== 'custom')
                onChange({ ...value, [key]: presetRange(preset, today) })
            }}
            onRange={(range) => onChange(setFilter(value, key, range))}
          />
        ))}
        <AmountRangeFilter
          range={value.amount}
          onRange={(range) => onChange(setFilter(value, 'amount', range))}
          invertedMessage={amountRangeInvertedMessage}
        />
      </Controls>
      {chips.length > 0 && (
        <Chips>
          <TagGroup label="Active filters" items={chips} onRemove={onRemove} />
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              reset()
              onChange({})
            }}
          >
            Clear All
          </Button>
        </Chips>
      )}
    </Panel>
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
