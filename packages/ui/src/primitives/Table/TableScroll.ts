import styled from 'styled-components'
import { color, radius, size } from '../../theme'

/** A table's bordered frame, which scrolls sideways when the columns do not fit the page. */
export const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`
