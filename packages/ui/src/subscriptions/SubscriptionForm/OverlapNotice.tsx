import { useFormikContext } from 'formik'
import { differenceInCalendarDays } from 'date-fns'
import { formatDate, parseIsoDate, shiftIsoDate } from '../../format'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'

/** The chosen period and the one being renewed share days ('YYYY-MM-DD' dates). */
export function overlapsCurrent(startDate: string, currentEndDate: string): boolean {
  return parseIsoDate(startDate) !== null && startDate <= currentEndDate
}

/** The chosen period moved to start the day after `currentEndDate`, keeping its length. */
export function afterCurrent(
  values: { start_date: string; end_date: string },
  currentEndDate: string,
): { start_date: string; end_date: string } {
  const start = parseIsoDate(values.start_date)
  const end = parseIsoDate(values.end_date)
  const length = start && end ? Math.max(differenceInCalendarDays(end, start), 0) : 0
  const next = shiftIsoDate(currentEndDate, { days: 1 })
  return { start_date: next, end_date: shiftIsoDate(next, { days: length }) }
}

/**
 * Renewing an active period: when the chosen start falls on or before the current end, says so
 * and offers, in one press, to start the day after it (the end moves with it).
 */
export function OverlapNotice({ currentEndDate }: { currentEndDate: string }) {
  const { values, setValues } = useFormikContext<{ start_date: string; end_date: string }>()
  if (!overlapsCurrent(values.start_date, currentEndDate)) return null
  const moved = afterCurrent(values, currentEndDate)
  return (
    <Banner
      tone="warning"
      title="This period overlaps the current one"
      action={
        <Button
          variant="secondary"
          size="sm"
          onPress={() => void setValues({ ...values, ...moved }, true)}
        >
          {`Start on ${formatDate(moved.start_date)}`}
        </Button>
      }
    >
      {`The current period runs until ${formatDate(currentEndDate)}. Start the new one the day after; the end date moves with it.`}
    </Banner>
  )
}
