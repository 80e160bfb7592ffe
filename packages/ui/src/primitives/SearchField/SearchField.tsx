import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { color, focusRing, fontSize, motion, radius, size, space } from '../../theme'
import { CloseIcon, SearchIcon } from '../Icon'
import { FieldInput, FieldLabel } from '../TextField/TextField.styles'
import { visuallyHidden } from '../../theme'

const Field = styled(AriaSearchField)<{ $hideLabel: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;

  & > label {
    ${({ $hideLabel }) => ($hideLabel ? visuallyHidden : '')}
  }
`

const Box = styled.div`
  display: flex;
  align-items: center;
  min-height: ${size.controlHeight};
  padding-left: ${space[3]};
  border: ${size.border} solid ${color.fieldBorder};
  border-radius: ${radius.md};
  background: ${color.fieldBackground};
  color: ${color.textMuted};
  transition: border-color ${motion.fast} ${motion.easing};

  &:focus-within {
    ${focusRing}
    outline-offset: 0;
  }
  & input::-webkit-search-cancel-button {
    display: none;
  }
`

const Input = styled(FieldInput)`
  padding-left: ${space[2]};
  font-size: ${fontSize.md};
`

const Clear = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  padding: 0 ${space[3]};
  border: none;
  border-radius: ${radius.md};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;

  [data-empty] & {
    visibility: hidden;
  }
  &[data-hovered] {
    color: ${color.text};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -${size.focusRing};
  }
`

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'> {
  label: ReactNode
  /** Keep the label for assistive technology only (the icon and placeholder say it). */
  hideLabel?: boolean
  placeholder?: string
}

/**
 * react-aria's SearchField: Enter submits (`onSubmit`), Escape and the clear button empty it
 * (`onClear`).
 */
export function SearchField({ label, hideLabel = false, placeholder, ...props }: SearchFieldProps) {
  return (
    <Field $hideLabel={hideLabel} {...props}>
      <FieldLabel>{label}</FieldLabel>
      <Box>
        <SearchIcon size="sm" />
        <Input placeholder={placeholder} />
        <Clear aria-label="Clear search">
          <CloseIcon size="sm" />
        </Clear>
      </Box>
    </Field>
  )
}
