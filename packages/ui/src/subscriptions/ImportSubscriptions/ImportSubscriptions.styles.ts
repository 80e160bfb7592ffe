import { DropZone } from 'react-aria-components'
import styled from 'styled-components'
import { color, focusRing, fontSize, fontWeight, radius, size, space } from '../../theme'

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

export const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`

export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  color: ${color.text};

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
  & td,
  & tbody th {
    padding: ${space[3]} ${space[4]};
    border-bottom: ${size.border} solid ${color.border};
    vertical-align: top;
    text-align: start;
  }
  & tbody th {
    min-width: ${space[20]};
    font-weight: ${fontWeight.medium};
    overflow-wrap: break-word;
  }
  & tbody tr:last-child th,
  & tbody tr:last-child td {
    border-bottom: none;
  }
  & td[data-nowrap] {
    white-space: nowrap;
  }
  & tr[data-invalid] td,
  & tr[data-invalid] th {
    background: ${color.dangerSubtle};
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
