import { FieldError, Group, Input, Label, Text, TextField } from 'react-aria-components'
import styled from 'styled-components'
import { color, focusRing, fontSize, fontWeight, motion, radius, size, space } from '../../theme'

export const Field = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;
`

export const FieldLabel = styled(Label)`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`

/** The visible box: it carries the border and the focus, invalid and valid states. */
export const InputGroup = styled(Group)<{ $valid: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${size.controlHeight};
  background: ${color.fieldBackground};
  border: ${size.border} solid ${({ $valid }) => ($valid ? color.fieldSuccess : color.fieldBorder)};
  border-radius: ${radius.md};
  transition: border-color ${motion.fast} ${motion.easing};

  &[data-hovered] {
    border-color: ${({ $valid }) => ($valid ? color.fieldSuccess : color.fieldBorderHover)};
  }
  &[data-focus-within] {
    ${focusRing}
    outline-offset: 0;
  }
  &[data-invalid] {
    border-color: ${color.fieldError};
    box-shadow: inset 0 0 0 ${size.border} ${color.fieldError};
  }
  &[data-disabled] {
    background: ${color.fieldDisabled};
    cursor: not-allowed;
  }
  /* Read-only: a value to read, not a box to type in (a dashed edge, no hover, no caret). */
  [data-readonly] > & {
    border-style: dashed;
    border-color: ${color.border};
    background: ${color.surfaceMuted};
  }
`

export const FieldInput = styled(Input)`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  padding: 0 ${space[3]};
  border: none;
  border-radius: ${radius.md};
  background: transparent;
  font-size: ${fontSize.md};
  color: ${color.text};
  outline: none;

  &::placeholder {
    color: ${color.placeholder};
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`

export const FieldDescription = styled(Text)`
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`

export const FieldErrorText = styled(FieldError)`
  font-size: ${fontSize.sm};
  color: ${color.fieldError};
`
