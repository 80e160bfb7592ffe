import { css } from 'styled-components'
import { fieldBoxLayout, space } from '../../theme'

/**
 * The box of a button that opens a list: its words at the start, the chevron at the end, a
 * field's height. Select's trigger, and the dashboard's renewal dropdowns, add their border,
 * background and states.
 */
export const listTriggerLayout = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  ${fieldBoxLayout}
  text-align: start;
  cursor: pointer;
`
