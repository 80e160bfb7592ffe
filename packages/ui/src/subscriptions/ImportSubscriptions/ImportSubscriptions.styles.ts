import { DropZone } from 'react-aria-components'
import styled from 'styled-components'
import {
  breakpoint,
  color,
  focusRing,
  font,
  fontSize,
  fontWeight,
  letterSpacing,
  lineHeight,
  radius,
  size,
  space,
} from '../../theme'

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`

export const Drop = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[10]} ${space[6]};
  border: ${size.borderThick} dashed ${color.borderStrong};
  border-radius: ${radius.lg};
  background: ${color.surface};
  text-align: center;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};

  & > svg {
    width: ${space[10]};
    height: ${space[10]};
    color: ${color.primary};
  }
  &[data-drop-target] {
    border-color: ${color.primary};
    background: ${color.primarySubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.6;
  }
`

export const DropLabel = styled.span`
  color: ${color.text};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
`

export const Busy = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  color: ${color.text};
`

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};

  & strong {
    color: ${color.text};
    font-weight: ${fontWeight.semibold};
  }
`

/**
 * The preview's width decides its layout (a container query, not the window's width): from the
 * lg breakpoint up a table; below it each row is a card, every cell under its column's name.
 * The same markup either way, so a screen reader hears the same rows in the same order.
 */
export const Preview = styled.div`
  container-type: inline-size;
  min-width: 0;
`

/** The wide table scrolls inside its own box if a long name still makes it too wide. */
export const Scroll = styled.div`
  @container (min-width: ${breakpoint.lg}) {
    width: 100%;
    overflow-x: auto;
    border: ${size.border} solid ${color.border};
    border-radius: ${radius.lg};
    background: ${color.surface};
  }
`

/**
 * A cell's column name, shown above its value in a card; in the table the column header says it
 * (and this is display: none, so nothing is heard twice).
 */
export const CellLabel = styled.span`
  display: block;
  margin-bottom: ${space[0.5]};
  color: ${color.textMuted};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  letter-spacing: ${letterSpacing.wide};
  text-transform: uppercase;

  @container (min-width: ${breakpoint.lg}) {
    display: none;
  }
`

export const Grid = styled.table`
  display: block;
  width: 100%;
  font-size: ${fontSize.sm};
  color: ${color.text};

  /*
   * Cards, the header's names moved into the cells: as many columns of them as fit (one on a
   * phone), as a RecordList lays its cards out.
   */
  & thead {
    display: none;
  }
  & tbody {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${size.recordCardMin}), 1fr));
    gap: ${space[3]};
  }
  & tbody tr {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-content: start;
    gap: ${space[3]} ${space[4]};
    padding: ${space[4]};
    border: ${size.border} solid ${color.border};
    border-radius: ${radius.lg};
    background: ${color.surface};
  }
  & tbody td,
  & tbody th {
    display: block;
    min-width: 0;
    padding: 0;
    text-align: start;
    overflow-wrap: anywhere;
  }
  & tbody [data-cell='line'] {
    grid-column: 1 / -1;
    color: ${color.textMuted};
    font-size: ${fontSize.xs};
  }
  /* 'Line 2', on one line. */
  & tbody [data-cell='line'] ${CellLabel} {
    display: inline;
    margin: 0;
    letter-spacing: ${letterSpacing.normal};
    text-transform: none;
    font-weight: ${fontWeight.regular};
  }
  & tbody [data-cell='name'] {
    grid-column: 1 / -1;
    /* Just under its line number: the row's gap, less most of it. */
    margin-top: calc(${space[1]} - ${space[3]});
    font-family: ${font.heading};
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.semibold};
    line-height: ${lineHeight.snug};
  }
  & tbody [data-cell='note'],
  & tbody [data-cell='check'] {
    grid-column: 1 / -1;
  }
  & tbody [data-cell='note'][data-empty] {
    display: none;
  }
  & tbody [data-cell='check'] {
    padding-top: ${space[3]};
    border-top: ${size.border} solid ${color.border};
  }
  & tr[data-invalid] {
    background: ${color.dangerSubtle};
  }

  @container (min-width: ${breakpoint.lg}) {
    display: table;
    border-collapse: collapse;

    & thead {
      display: table-header-group;
    }
    & tbody {
      display: table-row-group;
    }
    & tbody tr {
      display: table-row;
      padding: 0;
      border: none;
      border-radius: 0;
      background: none;
    }
    & thead th {
      padding: ${space[3]} ${space[4]};
      border-bottom: ${size.border} solid ${color.border};
      background: ${color.surfaceMuted};
      color: ${color.textMuted};
      font-size: ${fontSize.xs};
      font-weight: ${fontWeight.semibold};
      text-align: start;
      white-space: nowrap;
    }
    & tbody td,
    & tbody th {
      display: table-cell;
      padding: ${space[3]} ${space[4]};
      border-bottom: ${size.border} solid ${color.border};
      vertical-align: top;
      overflow-wrap: break-word;
    }
    & tbody [data-cell='line'] {
      color: inherit;
      font-size: inherit;
    }
    & tbody [data-cell='line'] ${CellLabel} {
      display: none;
    }
    & tbody [data-cell='name'] {
      min-width: ${space[20]};
      margin: 0;
      font-family: inherit;
      font-size: inherit;
      font-weight: ${fontWeight.medium};
      line-height: inherit;
      /* A long name without spaces (a formula, a URL) wraps rather than widen the table. */
      overflow-wrap: anywhere;
    }
    & tbody [data-cell='note'] {
      min-width: ${space[20]};
    }
    & tbody [data-cell='note'][data-empty] {
      display: table-cell;
    }
    /* Wide enough that an error reads in a line or two, not a word at a time. */
    & tbody [data-cell='check'] {
      min-width: calc(${space[20]} * 2);
      border-top: none;
    }
    & tbody tr:last-child th,
    & tbody tr:last-child td {
      border-bottom: none;
    }
    & td[data-nowrap] {
      white-space: nowrap;
    }
    & tr[data-invalid] {
      background: none;
    }
    & tr[data-invalid] td,
    & tr[data-invalid] th {
      background: ${color.dangerSubtle};
    }
  }
`

/** A value the import changed: what the file had, then what it becomes. */
export const Mapped = styled.span`
  display: block;
  margin-top: ${space[1]};
  color: ${color.onWarningSubtle};
  font-size: ${fontSize.xs};
`

export const Notes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: ${space[20]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Note = styled.li<{ $tone: 'danger' | 'warning' | 'success' | 'muted' }>`
  color: ${({ $tone }) =>
    $tone === 'danger'
      ? color.onDangerSubtle
      : $tone === 'warning'
        ? color.onWarningSubtle
        : $tone === 'success'
          ? color.onSuccessSubtle
          : color.textMuted};
  font-weight: ${({ $tone }) => ($tone === 'danger' ? fontWeight.semibold : fontWeight.regular)};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
`

export const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[8]} ${space[6]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};

  & > svg {
    width: ${space[10]};
    height: ${space[10]};
    color: ${color.success};
  }
  & > p {
    color: ${color.textMuted};
  }
`
