import { css } from 'styled-components'
import { color } from './vars'
import { size } from './tokens'

/** The one focus ring: apply inside a `[data-focus-visible]` (or `:focus-visible`) rule. */
export const focusRing = css`
  outline: ${size.focusRing} solid ${color.focus};
  outline-offset: ${size.focusOffset};
`

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`
