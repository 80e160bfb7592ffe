import type { Currency } from '@recur/api/contract'
import { useId, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../primitives/Button'
import { FilterIcon } from '../../primitives/Icon'
import { color, fontSize, radius, size, space } from '../../theme'
import { FilterPanel, type FilterPanelProps, type FilterRangeKey } from './FilterPanel'
import { activeFilterChips, removeFilters, type SubscriptionFilterValue } from './filters'

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

export interface FilterBarFrameProps<C extends string = string> extends FilterBarProps<C> {
  /**
   * Draws the open panel: `<FilterPanel {...props} />`, or a FilterPanel the app loads when the
   * bar is first opened (its own chunk: its selects, date pickers and amount fields).
   */
  renderPanel: (props: FilterPanelProps<C>) => ReactNode
}

/**
 * Spec §2 Filter bar. The 'Filter' button shows and hides the filters, and toggling it resets
 * them all (`onChange({})`). Each filter that applies shows as a removable chip; 'Clear All'
 * removes them. A date range applies, and shows a chip, only once both ends are set.
 */
export function FilterBar<C extends string = string>(props: FilterBarProps<C>) {
  return <FilterBarFrame<C> {...props} renderPanel={(panel) => <FilterPanel<C> {...panel} />} />
}

/** FilterBar with its panel drawn by `renderPanel`: the 'Filter' button, its count and state. */
export function FilterBarFrame<C extends string = string>({
  value,
  onChange,
  categories,
  currencies,
  today,
  defaultOpen,
  amountRangeInvertedMessage,
  renderPanel,
}: FilterBarFrameProps<C>) {
  const panelId = useId()
  const chips = activeFilterChips(value, today)
  const [isOpen, setOpen] = useState(defaultOpen ?? chips.length > 0)
  // 'Custom' chosen but no dates yet: nothing in `value` says so, so it is held here.
  const [custom, setCustom] = useState<Record<FilterRangeKey, boolean>>({
    startDate: false,
    endDate: false,
  })

  const reset = () => setCustom({ startDate: false, endDate: false })

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
    onChange(removeFilters(value, ids))
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
      {isOpen &&
        renderPanel({
          id: panelId,
          value,
          onChange,
          categories,
          currencies,
          today,
          amountRangeInvertedMessage,
          chips,
          onRemove: remove,
          custom,
          onCustomChange: setCustom,
        })}
    </Bar>
  )
}
