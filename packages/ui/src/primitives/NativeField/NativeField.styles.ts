import styled, { css } from 'styled-components'
import { color, focusRing, fontSize, fontWeight, motion, size, space } from '../../theme'

/** A browser's own control with its label above and its error below (NativeSelect, NativeDateField). */
export const NativeField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;
`

export const NativeLabel = styled.label`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`

export const NativeErrorText = styled.div`
  font-size: ${fontSize.sm};
  color: ${color.fieldError};
`

/** The box of a browser's own control in Recur's field look, with its states. */
export const nativeControlBox = css`
  min-width: 0;
  margin: 0;
  border: ${size.border} solid ${color.fieldBorder};
  background: ${color.fieldBackground};
  font-family: inherit;
  transition: border-color ${motion.fast} ${motion.easing};

  &:hover {
    border-color: ${color.fieldBorderHover};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: 0;
  }
  /* Disabled as Recur's other fields are, not dimmed as a whole (the browser's own style). */
  &:disabled {
    opacity: 1;
    background: ${color.fieldDisabled};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${color.fieldError};
    box-shadow: inset 0 0 0 ${size.border} ${color.fieldError};
  }
`
