import styled, { keyframes } from 'styled-components'
import { size } from '../../theme'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Svg = styled.svg`
  width: ${size.iconSm};
  height: ${size.iconSm};
  flex-shrink: 0;
  animation: ${spin} 0.8s linear infinite;
`

export interface SpinnerProps {
  /** Announced to assistive technology; without it the spinner is decorative. */
  label?: string
  className?: string
}

/** An indeterminate progress indicator in the current text colour. */
export function Spinner({ label, className }: SpinnerProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const)
  return (
    <Svg viewBox="0 0 24 24" fill="none" className={className} {...a11y}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Svg>
  )
}
