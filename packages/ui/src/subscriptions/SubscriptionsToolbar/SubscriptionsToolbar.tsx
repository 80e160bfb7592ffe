import type { ReactNode } from 'react'
import type { Key } from 'react-aria-components'
import styled from 'styled-components'
import { ButtonLink } from '../../primitives/Button'
import { CalendarIcon, PlusIcon, TableIcon } from '../../primitives/Icon'
import { SearchField } from '../../primitives/SearchField'
import { ToggleButton, ToggleButtonGroup } from '../../primitives/ToggleButtonGroup'
import { media, size, space } from '../../theme'

export type SubscriptionsView = 'table' | 'calendar'

export interface SearchBoxProps {
  value: string
  onChange: (value: string) => void
  /** Enter pressed: search now rather than after the caller's debounce. */
  onSubmit?: (value: string) => void
  placeholder?: string
}

/** Spec §2: the subscriptions search box (react-aria SearchField labelled 'Search'). */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  placeholder = 'Search by name',
}: SearchBoxProps) {
  return (
    <SearchField
      label="Search"
      hideLabel
      // Its name carries what was typed on a prerendered page over to the app's (handOver.ts).
      name="search"
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      placeholder={placeholder}
    />
  )
}

export interface ViewToggleProps {
  /** Spec §2: the table is the default. */
  value?: SubscriptionsView
  onChange: (view: SubscriptionsView) => void
}

/** Spec §2: 'Table View' / 'Calendar View'; exactly one is always chosen. */
export function ViewToggle({ value = 'table', onChange }: ViewToggleProps) {
  return (
    <ToggleButtonGroup
      aria-label="View"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys]
        if ((next === 'table' || next === 'calendar') && next !== value) onChange(next)
      }}
    >
      <ToggleButton id="table">
        <TableIcon size="sm" />
        Table View
      </ToggleButton>
      <ToggleButton id="calendar">
        <CalendarIcon size="sm" />
        Calendar View
      </ToggleButton>
    </ToggleButtonGroup>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`

const Search = styled.div`
  flex: 1 1 100%;

  ${media.md} {
    flex: 1 1 auto;
    max-width: ${size.authFormMax};
  }
`

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin-inline-start: auto;
`

export interface SubscriptionsToolbarProps {
  search: string
  onSearchChange: (value: string) => void
  onSearchSubmit?: (value: string) => void
  view?: SubscriptionsView
  onViewChange: (view: SubscriptionsView) => void
  /** Where 'Add New' goes (spec §2: /create-subscription). */
  addNewHref: string
  /** The FilterBar's 'Filter' button, or anything else that belongs on the bar's start. */
  start?: ReactNode
  /**
   * What the customer can do with the whole list, before 'Add New' (issue 16: the ExportMenu,
   * and Import beside it).
   */
  actions?: ReactNode
}

/**
 * My Subscriptions' controls (spec §2): search, the view toggle and 'Add New', with the list's
 * actions (Export, Import) before it.
 */
export function SubscriptionsToolbar({
  search,
  onSearchChange,
  onSearchSubmit,
  view = 'table',
  onViewChange,
  addNewHref,
  start,
  actions,
}: SubscriptionsToolbarProps) {
  return (
    <Bar>
      {start}
      <Search>
        <SearchBox value={search} onChange={onSearchChange} onSubmit={onSearchSubmit} />
      </Search>
      <End>
        <ViewToggle value={view} onChange={onViewChange} />
        {actions}
        <ButtonLink href={addNewHref}>
          <PlusIcon size="sm" />
          Add New
        </ButtonLink>
      </End>
    </Bar>
  )
}
