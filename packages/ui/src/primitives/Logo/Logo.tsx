import styled from 'styled-components'
import { color, fontSize, fontWeight, letterSpacing, size, space } from '../../theme'

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  color: ${color.text};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  letter-spacing: ${letterSpacing.tight};
  line-height: 1;

  &:where([data-large]) {
    font-size: ${fontSize['2xl']};
  }
`

const Mark = styled.svg`
  width: ${size.iconMd};
  height: ${size.iconMd};
  transform: scale(1.4);

  [data-large] > & {
    width: ${size.iconLg};
    height: ${size.iconLg};
  }
  .mark-bg {
    fill: ${color.primary};
  }
  .mark-ink {
    stroke: ${color.onPrimary};
  }
`

export interface LogoProps {
  /** The product name; the mark is drawn beside it. */
  name?: string
  size?: 'md' | 'lg'
  className?: string
}

/** Recur's mark (a renewal loop around a coin) and wordmark. */
export function Logo({ name = 'Recur', size: logoSize = 'md', className }: LogoProps) {
  const large = logoSize === 'lg'
  return (
    <Wrapper data-large={large || undefined} className={className}>
      <Mark viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect className="mark-bg" width="32" height="32" rx="9" />
        <g className="mark-ink" fill="none" strokeWidth="2.4" strokeLinecap="round">
          <path d="M23.5 12.5A8.5 8.5 0 1 0 24.5 17" />
          <path d="M24.3 7.8v5h-5" strokeLinejoin="round" />
          <path d="M13 20v-7.5l6 7.5v-7.5" strokeWidth="1.8" strokeLinejoin="round" />
        </g>
      </Mark>
      <span>{name}</span>
    </Wrapper>
  )
}
