import styled from 'styled-components'
import { color, fontSize, fontWeight, radius, size, space } from '../../theme'

/** A muted box of facts: the order summary, the smartcard's details. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[4]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
`

/** Name on the left, value on the right. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[2]} ${space[4]};
  font-size: ${fontSize.sm};

  & > dt {
    color: ${color.textMuted};
  }
  & > dd {
    margin: 0;
    font-weight: ${fontWeight.semibold};
    text-align: end;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`

/**
 * The form's column. The parts render their pieces straight into it (no wrapper of their own),
 * so the column's gap spaces every piece alike; a part's stories show it in this column too.
 */
export const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  width: 100%;
  max-width: ${size.readableMax};
`
