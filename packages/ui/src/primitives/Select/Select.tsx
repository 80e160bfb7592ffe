import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components'
import styled from 'styled-components'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  motion,
  radius,
  size,
  space,
  touchTarget,
} from '../../theme'
import { CheckIcon, ChevronDownIcon } from '../Icon'
import { OverlayPopover } from './OverlayPopover'
import { listTriggerLayout } from './Select.styles'
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles'

export interface SelectOption {
  id: string
  /** What the option reads as, in the list and on the button. */
  label: string
}

const Field = styled(AriaSelect)`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};
  min-width: 0;
` as typeof AriaSelect

const Trigger = styled(AriaButton)`
  ${listTriggerLayout}
  border: ${size.border} solid ${color.fieldBorder};
  background: ${color.fieldBackground};
  transition: border-color ${motion.fast} ${motion.easing};

  &[data-hovered] {
    border-color: ${color.fieldBorderHover};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
  [data-invalid] > & {
    border-color: ${color.fieldError};
    box-shadow: inset 0 0 0 ${size.border} ${color.fieldError};
  }
  &[data-disabled] {
    background: ${color.fieldDisabled};
    cursor: not-allowed;
  }
  & [data-placeholder] {
    color: ${color.placeholder};
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`

const Item = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  min-height: ${size.controlHeightSm};
  ${touchTarget()}
  padding: 0 ${space[3]};
  border-radius: ${radius.sm};
  color: ${color.text};
  font-size: ${fontSize.md};
  cursor: pointer;
  outline: none;

  & > svg {
    visibility: hidden;
    color: ${color.primary};
  }
  &[data-focused] {
    background: ${color.ghostHover};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -${size.focusRing};
  }
  &[data-selected] {
    font-weight: ${fontWeight.semibold};
  }
  &[data-selected] > svg {
    visibility: visible;
  }
  &[data-disabled] {
    color: ${color.textMuted};
    cursor: not-allowed;
  }
`

export interface SelectProps<T extends SelectOption> extends Omit<
  AriaSelectProps<T>,
  'children' | 'items' | 'value' | 'defaultValue' | 'onChange'
> {
  label: ReactNode
  options: Iterable<T>
  /** The selected option's id (controlled); null for none. */
  value?: string | null
  defaultValue?: string | null
  onChange?: (value: string | null) => void
  description?: ReactNode
  errorMessage?: ReactNode
}

/**
 * react-aria's Select (a button that opens a list box) in the field layout of TextField:
 * label above, help and error text below.
 */
export function Select<T extends SelectOption>({
  label,
  options,
  description,
  errorMessage,
  onChange,
  validationBehavior = 'aria',
  ...props
}: SelectProps<T>) {
  return (
    <Field
      validationBehavior={validationBehavior}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      {...props}
    >
      <FieldLabel>{label}</FieldLabel>
      <Trigger>
        {/* The option's text only: the list's check mark belongs in the list, not the button. */}
        <SelectValue>
          {({ selectedText, isPlaceholder, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon size="sm" />
      </Trigger>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <OverlayPopover>
        <ListBox items={options}>
          {(option) => (
            <Item id={option.id} textValue={option.label}>
              {option.label}
              <CheckIcon size="sm" />
            </Item>
          )}
        </ListBox>
      </OverlayPopover>
    </Field>
  )
}
