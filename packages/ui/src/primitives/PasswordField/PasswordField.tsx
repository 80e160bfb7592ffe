import { useState } from 'react'
import { ToggleButton } from 'react-aria-components'
import styled from 'styled-components'
import { color, focusRing, radius, space } from '../../theme'
import { EyeIcon, EyeOffIcon } from '../Icon'
import { TextField, type TextFieldProps } from '../TextField'

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** 'current-password' to sign in, 'new-password' when choosing one. */
  autoComplete?: 'current-password' | 'new-password'
}

const RevealButton = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  margin: ${space[1]};
  padding: 0 ${space[2]};
  border: none;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;

  &[data-hovered],
  &[data-selected] {
    color: ${color.text};
  }
  &[data-hovered] {
    background: ${color.ghostHover};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`

/** A TextField for passwords with a show/hide toggle (a pressed-state button, "Show password"). */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck="false"
      endAdornment={
        <RevealButton
          aria-label="Show password"
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </RevealButton>
      }
    />
  )
}
