import type { ReactNode } from 'react'
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { choiceMarkStates, choiceRow, color, motion, radius, size } from '../../theme'
import { CheckIcon } from '../Icon'

const Label = styled(AriaCheckbox)`
  ${choiceRow}
`

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${size.iconMd};
  height: ${size.iconMd};
  border: ${size.borderThick} solid ${color.fieldBorder};
  border-radius: ${radius.sm};
  background: ${color.fieldBackground};
  color: ${color.onPrimary};
  transition:
    background ${motion.fast} ${motion.easing},
    border-color ${motion.fast} ${motion.easing};

  & > svg {
    visibility: hidden;
    width: ${size.iconSm};
    height: ${size.iconSm};
  }
  [data-hovered] > & {
    border-color: ${color.fieldBorderHover};
  }
  [data-selected] > & {
    background: ${color.primary};
    border-color: ${color.primary};
  }
  [data-selected] > & > svg {
    visibility: visible;
  }
  ${choiceMarkStates}
`

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode
}

/** react-aria's Checkbox: a box and its label, selected state in `data-selected`. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Label {...props}>
      <Box aria-hidden>
        <CheckIcon />
      </Box>
      {children}
    </Label>
  )
}
