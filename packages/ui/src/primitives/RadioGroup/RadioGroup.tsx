import type { ReactNode } from 'react'
import {
  FieldError,
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components'
import styled from 'styled-components'
import {
  choiceMarkStates,
  choiceRow,
  color,
  fontSize,
  fontWeight,
  motion,
  radius,
  size,
  space,
} from '../../theme'

const Group = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-width: 0;
`

const GroupLabel = styled(Label)`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`

const Description = styled(Text)`
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`

const ErrorText = styled(FieldError)`
  font-size: ${fontSize.sm};
  color: ${color.fieldError};
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
      <GroupLabel>{label}</GroupLabel>
      <Options>{children}</Options>
      {description && <Description slot="description">{description}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
    </Group>
  )
}
