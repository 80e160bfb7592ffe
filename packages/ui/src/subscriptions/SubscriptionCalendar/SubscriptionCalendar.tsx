import type { Currency, Subscription, ViewStatus } from '@recur/api/contract'
import { useCallback, useId, useMemo } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import styled from 'styled-components'
import { ErrorView } from '../../feedback/ErrorView'
import { formatAmount, formatDate, findCurrency } from '../../format'
import { Button } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { ChevronLeftIcon, ChevronRightIcon } from '../../primitives/Icon'
import { Skeleton } from '../../primitives/Skeleton'
import { sharedTooltipTrigger, useSharedTooltip } from '../../primitives/Tooltip'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  size,
  space,
  useMediaQuery,
  wideLayoutQuery,
} from '../../theme'
import {
  agendaDays,
  agendaDayTitle,
  eventsByDay,
  monthGrid,
  monthTitle,
  shiftMonth,
  weekdays,
  type CalendarEvent,
  type CalendarEventKind,
} from './calendar'

/** How many subscriptions a day shows before '+N more'. */
export const CALENDAR_ITEMS_PER_DAY = 3

const NO_DAYS = new Map<string, never[]>()
const WEEKDAYS = weekdays()

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`

const Scroll = styled.div`
  overflow-x: auto;
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`

const Grid = styled.table`
  width: 100%;
  min-width: calc(${space[20]} * 8);
  border-collapse: collapse;
  table-layout: fixed;

  & th {
    padding: ${space[2]};
    border-bottom: ${size.border} solid ${color.border};
    background: ${color.surfaceMuted};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
    color: ${color.textMuted};
    text-align: start;
  }
  & abbr {
    text-decoration: none;
  }
`

const Day = styled.td<{ $outside: boolean; $today: boolean }>`
  height: ${space[20]};
  padding: ${space[1.5]};
  vertical-align: top;
  border: ${size.border} solid ${color.border};
  background: ${({ $outside, $today }) =>
    $today ? color.primarySubtle : $outside ? color.surfaceMuted : 'transparent'};
  ${({ $today }) => ($today ? `box-shadow: inset 0 0 0 ${size.borderThick} ${color.primary};` : '')}

  & > time {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${size.iconLg};
    height: ${size.iconLg};
    margin-bottom: ${space[1]};
    border-radius: ${radius.pill};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
    color: ${({ $outside }) => ($outside ? color.textMuted : color.text)};
    background: ${({ $today }) => ($today ? color.primary : 'transparent')};
    ${({ $today }) => ($today ? `color: ${color.onPrimary};` : '')}
  }
`

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`

/**
 * A month shows a hundred or more of these: a native button (no react-aria hooks per item), its
 * tooltip the month's one shared tooltip.
 */
const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  width: 100%;
  min-width: 0;
  padding: ${space[0.5]} ${space[1]};
  border: none;
  background: transparent;
  font: inherit;
  text-align: start;
  border-radius: ${radius.sm};
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.snug};
  color: ${color.text};
  cursor: pointer;
  outline: none;

  /* Set by the shared tooltip's container, as react-aria's Button would. */
  &[data-hovered] {
    background: ${color.ghostHover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`

const Badge = styled.span<{ $kind: 'starts' | 'ends' }>`
  flex-shrink: 0;
  padding: 0 ${space[1]};
  border-radius: ${radius.sm};
  background: ${({ $kind }) => ($kind === 'starts' ? color.successSubtle : color.dangerSubtle)};
  color: ${({ $kind }) => ($kind === 'starts' ? color.onSuccessSubtle : color.onDangerSubtle)};
  font-weight: ${fontWeight.semibold};
`

const More = styled(Item)`
  color: ${color.textMuted};
  font-weight: ${fontWeight.semibold};
`

const TipLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[0.5]};

  & > strong {
    font-weight: ${fontWeight.semibold};
  }
`

const Note = styled.p`
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`

const AgendaList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const AgendaDay = styled.li<{ $today: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border: ${size.border} solid ${({ $today }) => ($today ? color.primary : color.border)};
  border-radius: ${radius.lg};
  background: ${({ $today }) => ($today ? color.primarySubtle : color.surface)};
  font-size: ${fontSize.sm};
  ${({ $today }) => ($today ? `box-shadow: inset 0 0 0 ${size.border} ${color.primary};` : '')}
`

const DayTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  color: ${color.text};
`

const TodayTag = styled.span`
  padding: 0 ${space[1.5]};
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: ${fontSize.xs};
`

const AgendaEvents = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    padding-top: ${space[2]};
    border-top: ${size.border} solid ${color.border};
  }
`

const AgendaEvent = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${space[2]};
  row-gap: ${space[0.5]};
  align-items: baseline;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};

  & > :not(:first-child, :nth-child(2)) {
    grid-column: 2;
  }
`

const EventName = styled.span`
  font-weight: ${fontWeight.semibold};
  overflow-wrap: anywhere;
`

const EventButton = styled(AriaButton)`
  padding: 0;
  border: none;
  background: transparent;
  font: inherit;
  font-weight: ${fontWeight.semibold};
  text-align: start;
  color: ${color.link};
  text-decoration: underline;
  text-decoration-thickness: ${size.underlineThickness};
  text-underline-offset: ${size.underlineOffset};
  overflow-wrap: anywhere;
  cursor: pointer;
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }
`

const Muted = styled.span`
  color: ${color.textMuted};
  overflow-wrap: anywhere;
`

export interface SubscriptionCalendarProps<T extends Subscription> {
  status: ViewStatus
  rows: readonly T[]
  /** For the tooltip's currency sign (GET /currencies). */
  currencies: readonly Currency[]
  /** The month shown, 'YYYY-MM' (controlled). */
  month: string
  /** 'Previous' or 'Next' was pressed: the month to show. */
  onMonthChange: (month: string) => void
  /** 'YYYY-MM-DD': the day to highlight (the product's today, Africa/Lagos). */
  today: string
  onRetry?: () => void
  /** Items a day shows before '+N more'. */
  maxPerDay?: number
  /** An item was pressed (e.g. to open it); its tooltip shows either way. */
  onSelect?: (row: T) => void
  /** '+N more' was pressed, with its day 'YYYY-MM-DD' (e.g. to list that day). */
  onSelectMore?: (day: string) => void
  /**
   * 'month' (the month's grid, details in tooltips) or 'agenda' (the month's days with a start
   * or an end, in a list, every detail written out). By default the grid where its seven
   * columns fit the screen (`wideLayoutQuery.calendar`), the agenda below.
   */
  layout?: 'month' | 'agenda'
}

/**
 * My Subscriptions' calendar view (spec §2): a month, Monday first, with each subscription on
 * the day it starts (green 'Starts') and the day it ends (red 'Ends'); today highlighted. Every
 * item is a tab stop whose tooltip (100 ms in, 200 ms out) gives the name, currency and amount,
 * the dates and the note. Items are buttons: `onSelect` says which was pressed. Where seven
 * columns do not fit (a phone) the month is an agenda instead: the days with a start or an end,
 * and today, each with those details written out.
 */
export function SubscriptionCalendar<T extends Subscription>({
  status,
  rows,
  currencies,
  month,
  onMonthChange,
  today,
  onRetry,
  maxPerDay = CALENDAR_ITEMS_PER_DAY,
  onSelect,
  onSelectMore,
  layout,
}: SubscriptionCalendarProps<T>) {
  const wide = useMediaQuery(wideLayoutQuery.calendar, true)
  const shown = layout ?? (wide ? 'month' : 'agenda')
  const titleId = useId()
  const title = monthTitle(month)
  const weeks = useMemo(() => monthGrid(month), [month])
  // Grouped once per list of rows, not on every render (a month change keeps them).
  const allDays = useMemo(() => eventsByDay(rows), [rows])
  const days: Map<string, CalendarEvent<T>[]> = status === 'ready' ? allDays : NO_DAYS
  const isEmpty =
    status === 'ready' &&
    !weeks.some((week) => week.some((day) => day.startsWith(month) && days.has(day)))
  const tip = useSharedTooltip(
    useCallback(
      (key: string) => {
        const [day, index] = key.split(' ')
        const events = days.get(day!) ?? []
        if (index === 'more') return <MoreTip events={events.slice(maxPerDay)} />
        const event = events[Number(index)]
        return event ? <EventTip row={event.row} currencies={currencies} /> : null
      },
      [days, maxPerDay, currencies],
    ),
  )

  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <Button variant="secondary" size="sm" onPress={() => onMonthChange(shiftMonth(month, -1))}>
          <ChevronLeftIcon size="sm" />
          Previous
        </Button>
        <Heading level={2} size="sm" id={titleId} aria-live="polite">
          {title}
        </Heading>
        <Button variant="secondary" size="sm" onPress={() => onMonthChange(shiftMonth(month, 1))}>
          Next
          <ChevronRightIcon size="sm" />
        </Button>
      </Header>

      {status === 'error' ? (
        <ErrorView title="Could not load your subscriptions" onRetry={onRetry} />
      ) : shown === 'agenda' ? (
        <Agenda
          titleId={titleId}
          month={month}
          today={today}
          loading={status === 'loading'}
          days={days}
          currencies={currencies}
          onSelect={onSelect}
        />
      ) : (
        <div aria-busy={status === 'loading' || undefined}>
          {status === 'loading' && (
            <VisuallyHidden role="status">Loading subscriptions</VisuallyHidden>
          )}
          <Scroll>
            <Grid aria-labelledby={titleId} {...tip.containerProps}>
              <thead>
                <tr>
                  {WEEKDAYS.map(([short, long]) => (
                    <th key={long} scope="col">
                      <abbr title={long}>{short}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => (
                      <DayCell
                        key={day}
                        day={day}
                        outside={!day.startsWith(month)}
                        isToday={day === today}
                        loading={status === 'loading'}
                        events={days.get(day) ?? []}
                        maxPerDay={maxPerDay}
                        onSelect={onSelect}
                        onSelectMore={onSelectMore}
                      />
                    ))}
                  </tr>
                ))}
              </tbody>
            </Grid>
          </Scroll>
          {tip.tooltip}
        </div>
      )}
      {isEmpty && <Note>No subscriptions start or end in {title}.</Note>}
    </Section>
  )
}

interface AgendaProps<T extends Subscription> {
  titleId: string
  month: string
  today: string
  loading: boolean
  days: Map<string, CalendarEvent<T>[]>
  currencies: readonly Currency[]
  onSelect?: (row: T) => void
}

/**
 * The month as a list for a phone: each day with a start or an end (and today), and under it
 * everything the grid's tooltips say, written out.
 */
function Agenda<T extends Subscription>({
  titleId,
  month,
  today,
  loading,
  days,
  currencies,
  onSelect,
}: AgendaProps<T>) {
  if (loading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading subscriptions</VisuallyHidden>
        <AgendaList aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <AgendaDay key={i} $today={false}>
              <Skeleton width="40%" />
              <Skeleton />
              <Skeleton width="70%" />
            </AgendaDay>
          ))}
        </AgendaList>
      </div>
    )
  }
  const shown = agendaDays(month, days, today)
  if (shown.length === 0) return null
  return (
    <AgendaList aria-labelledby={titleId}>
      {shown.map((day) => {
        const isToday = day === today
        const events = days.get(day) ?? []
        return (
          <AgendaDay
            key={day}
            $today={isToday}
            data-today={isToday || undefined}
            aria-current={isToday ? 'date' : undefined}
          >
            <DayTitle>
              <time dateTime={day}>{agendaDayTitle(day)}</time>
              {isToday && <TodayTag>Today</TodayTag>}
            </DayTitle>
            {events.length === 0 ? (
              <Muted>Nothing starts or ends today.</Muted>
            ) : (
              <AgendaEvents>
                {events.map((event) => (
                  <li key={`${event.kind}-${event.row.uid}`}>
                    <AgendaEventDetails event={event} currencies={currencies} onSelect={onSelect} />
                  </li>
                ))}
              </AgendaEvents>
            )}
          </AgendaDay>
        )
      })}
    </AgendaList>
  )
}

/** One day's start or end of a subscription, in the agenda or the month grid. */
interface EventProps<T extends Subscription> {
  event: CalendarEvent<T>
  currencies: readonly Currency[]
  onSelect?: (row: T) => void
}

const KIND_LABELS = { starts: 'Starts', ends: 'Ends' } as const satisfies Record<
  CalendarEventKind,
  string
>

/**
 * What a subscription costs and when it runs: the agenda writes it out, the month grid's
 * tooltip says it.
 */
function EventTerms({ row, currencies }: { row: Subscription; currencies: readonly Currency[] }) {
  const currency = findCurrency(row.currency_code, currencies)
  return (
    <>
      <span>
        {row.currency_code} {formatAmount(row.amount, { currency })}
      </span>
      <span>
        From {formatDate(row.start_date)} to {formatDate(row.end_date)}
      </span>
    </>
  )
}

function AgendaEventDetails<T extends Subscription>({
  event: { kind, row },
  currencies,
  onSelect,
}: EventProps<T>) {
  return (
    <AgendaEvent data-kind={kind}>
      <Badge $kind={kind}>{KIND_LABELS[kind]}</Badge>
      {onSelect ? (
        <EventButton onPress={() => onSelect(row)}>{row.name}</EventButton>
      ) : (
        <EventName>{row.name}</EventName>
      )}
      <EventTerms row={row} currencies={currencies} />
      {row.description && <Muted>{row.description}</Muted>}
    </AgendaEvent>
  )
}

interface DayCellProps<T extends Subscription> {
  day: string
  outside: boolean
  isToday: boolean
  loading: boolean
  events: CalendarEvent<T>[]
  maxPerDay: number
  onSelect?: (row: T) => void
  onSelectMore?: (day: string) => void
}

function DayCell<T extends Subscription>({
  day,
  outside,
  isToday,
  loading,
  events,
  maxPerDay,
  onSelect,
  onSelectMore,
}: DayCellProps<T>) {
  const shown = events.length > maxPerDay ? events.slice(0, maxPerDay) : events
  const hidden = events.length - shown.length
  return (
    <Day
      $outside={outside}
      $today={isToday}
      data-today={isToday || undefined}
      aria-current={isToday ? 'date' : undefined}
    >
      <time dateTime={day}>
        {Number(day.slice(8))}
        {isToday && <VisuallyHidden>, today</VisuallyHidden>}
      </time>
      {loading && !outside ? (
        <Skeleton />
      ) : (
        events.length > 0 && (
          <Items>
            {shown.map(({ kind, row }, index) => (
              <li key={`${kind}-${row.uid}`}>
                <Item
                  type="button"
                  data-kind={kind}
                  {...sharedTooltipTrigger(`${day} ${index}`)}
                  onClick={() => onSelect?.(row)}
                >
                  <Badge $kind={kind}>{KIND_LABELS[kind]}</Badge>
                  <span>{row.name}</span>
                </Item>
              </li>
            ))}
            {hidden > 0 && (
              <li>
                <More
                  type="button"
                  data-more
                  {...sharedTooltipTrigger(`${day} more`)}
                  onClick={() => onSelectMore?.(day)}
                >
                  <span>+{hidden} more</span>
                </More>
              </li>
            )}
          </Items>
        )
      )}
    </Day>
  )
}

/** The shared tooltip of an item: everything about the subscription. */
function EventTip({ row, currencies }: { row: Subscription; currencies: readonly Currency[] }) {
  return (
    <TipLines>
      <strong>{row.name}</strong>
      <EventTerms row={row} currencies={currencies} />
      {row.description && <span>{row.description}</span>}
    </TipLines>
  )
}

/** The shared tooltip of '+N more': the day's other starts and ends. */
function MoreTip({ events }: { events: readonly CalendarEvent<Subscription>[] }) {
  return (
    <TipLines>
      {events.map((event) => (
        <span key={`${event.kind}-${event.row.uid}`}>
          {KIND_LABELS[event.kind]}: {event.row.name}
        </span>
      ))}
    </TipLines>
  )
}
