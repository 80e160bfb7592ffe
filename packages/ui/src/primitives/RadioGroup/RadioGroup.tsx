import type { ReactNode } from 'react'
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { choiceMarkStates, choiceRow, color, motion, radius, size, space } from '../../theme'
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles'

const Group = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-width: 0;
`

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`

const Option = styled(AriaRadio)`
  ${choiceRow}
`

/** The ring; its dot shows when selected. */
const Dot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  width: ${size.iconMd};
  height: ${size.iconMd};
  border: ${size.borderThick} solid ${color.fieldBorder};
  border-radius: ${radius.round};
  background: ${color.fieldBackground};
  transition:
    border-color ${motion.fast} ${motion.easing},
    border-width ${motion.fast} ${motion.easing};

  [data-hovered] > & {
    border-color: ${color.fieldBorderHover};
  }
  [data-selected] > & {
    border-color: ${color.primary};
    border-width: calc(${size.iconMd} / 3);
  }
  ${choiceMarkStates}
`

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children: ReactNode
}

/** One choice of a RadioGroup: a ring and its label, selected state in `data-selected`. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <Option {...props}>
      <Dot aria-hidden />
      {children}
    </Option>
  )
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label: ReactNode
  /** Help text under the choices. */
  description?: ReactNode
  /** Shown under the choices while `isInvalid`. */
  errorMessage?: ReactNode
  /** The `Radio`s. */
  children: ReactNode
}

/**
 * react-aria's RadioGroup: one choice of a few, all in view, chosen with a click or the arrow
 * keys (one tab stop for the group). Controlled (`value`, `onChange`) or not (`defaultValue`).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  validationBehavior = 'aria',
  ...props
}: RadioGroupProps) {
  return (
    <Group validationBehavior={validationBehavior} {...props}>
      <FieldLabel>{label}</FieldLabel>
      <Options>{children}</Options>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Group>
  )
}
