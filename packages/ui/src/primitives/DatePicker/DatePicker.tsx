import { parseDate, type CalendarDate } from '@internationalized/date'
import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Heading,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components'
import styled from 'styled-components'
import { color, focusRing, fontSize, fontWeight, media, radius, size, space } from '../../theme'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon'
import { OverlayPopover } from '../Select/OverlayPopover'
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  InputGroup,
} from '../TextField/TextField.styles'

const Field = styled(AriaDatePicker)`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;
` as typeof AriaDatePicker

const Segments = styled(DateInput)`
  display: flex;
  flex: 1;
  align-items: center;
  padding: 0 ${space[3]};
  font-size: ${fontSize.md};
  font-variant-numeric: tabular-nums;
  color: ${color.text};
  white-space: nowrap;
`

const Segment = styled(DateSegment)`
  padding: 0 ${space[0.5]};
  border-radius: ${radius.sm};
  outline: none;

  &[data-placeholder] {
    color: ${color.placeholder};
  }
  &[data-type='literal'] {
    padding: 0;
    color: ${color.textMuted};
  }
  &[data-focused] {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`

const CalendarButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  padding: 0 ${space[3]};
  border: none;
  border-left: ${size.border} solid ${color.border};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;

  &[data-hovered] {
    color: ${color.text};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -${size.focusRing};
  }
  /* Under a finger, a whole target: as wide, and over the field's own edges as high. */
  ${media.coarsePointer} {
    min-width: ${size.touchTarget};
    margin-block: calc(-1 * ${size.border});
  }
`

const CalendarPopover = styled(OverlayPopover)`
  max-height: none;
  padding: ${space[3]};
`

const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  margin-bottom: ${space[2]};

  & h2 {
    margin: 0;
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.semibold};
  }
  /* Previous and next month: a finger's target (44px) on a phone. */
  & button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${size.controlHeight};
    min-height: ${size.controlHeight};
    padding: ${space[1]};
    border: none;
    border-radius: ${radius.sm};
    background: transparent;
    color: ${color.text};
    cursor: pointer;
  }
  & button[data-hovered] {
    background: ${color.ghostHover};
  }
  & button[data-focus-visible] {
    ${focusRing}
  }
`

const Grid = styled(CalendarGrid)`
  border-collapse: collapse;

  & th {
    padding-bottom: ${space[1]};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.medium};
    color: ${color.textMuted};
  }
`

/** A day: a finger's target (44px), so seven fit a 390px phone with the popover's padding. */
const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${size.controlHeight};
  height: ${size.controlHeight};
  border-radius: ${radius.round};
  font-size: ${fontSize.sm};
  color: ${color.text};
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-hovered] {
    background: ${color.ghostHover};
  }
  &[data-selected] {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${color.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`

/** 'YYYY-MM-DD' to react-aria's calendar date; anything else is no date. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null
  try {
    return parseDate(value)
  } catch {
    return null
  }
}

export interface DatePickerProps extends Omit<
  AriaDatePickerProps<DateValue>,
  'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'children' | 'granularity'
> {
  label: ReactNode
  /** 'YYYY-MM-DD' (controlled); '' or null for none. */
  value?: string | null
  defaultValue?: string | null
  /** 'YYYY-MM-DD', or '' when the date is cleared or not yet complete. */
  onChange?: (value: string) => void
  minValue?: string
  maxValue?: string
  description?: ReactNode
  errorMessage?: ReactNode
  /** Success styling (touched and valid). */
  isValid?: boolean
}

/**
 * react-aria's DatePicker on 'YYYY-MM-DD' strings, the API's date format: type the date into
 * its segments, or pick it from the calendar behind the button.
 */
export function DatePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  isValid = false,
  validationBehavior = 'aria',
  ...props
}: DatePickerProps) {
  const showValid = isValid && !props.isInvalid
  return (
    <Field
      validationBehavior={validationBehavior}
      granularity="day"
      {...(value !== undefined && { value: toCalendarDate(value) })}
      {...(defaultValue !== undefined && { defaultValue: toCalendarDate(defaultValue) })}
      minValue={toCalendarDate(minValue)}
      maxValue={toCalendarDate(maxValue)}
      onChange={(date) => onChange?.(date ? date.toString() : '')}
      data-valid={showValid || undefined}
      {...props}
    >
      <FieldLabel>{label}</FieldLabel>
      <InputGroup $valid={showValid}>
        <Segments>{(segment) => <Segment segment={segment} />}</Segments>
        <CalendarButton>
          <CalendarIcon size="sm" />
        </CalendarButton>
      </InputGroup>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <CalendarPopover>
        <Dialog>
          <Calendar>
            <CalendarHeader>
              <AriaButton slot="previous">
                <ChevronLeftIcon size="sm" />
              </AriaButton>
              <Heading />
              <AriaButton slot="next">
                <ChevronRightIcon size="sm" />
              </AriaButton>
            </CalendarHeader>
            <Grid>{(date) => <Cell date={date} />}</Grid>
          </Calendar>
        </Dialog>
      </CalendarPopover>
    </Field>
  )
}
