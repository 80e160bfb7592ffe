import {
  Heading as AriaHeading,
  type HeadingProps as AriaHeadingProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { color, font, fontSize, fontWeight, letterSpacing, lineHeight } from '../../theme'

export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl'

const sizes: Record<HeadingSize, string> = {
  sm: fontSize.lg,
  md: fontSize.xl,
  lg: fontSize['2xl'],
  xl: fontSize['3xl'],
}

const defaultSize: Record<number, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md' }

export interface HeadingProps extends AriaHeadingProps {
  /** Visual size, independent of the document level. Defaults from the level. */
  size?: HeadingSize
}

/** Static styles: the size is a data attribute, so a heading never builds CSS as it renders. */
const StyledHeading = styled(AriaHeading)`
  margin: 0;
  font-family: ${font.heading};
  ${Object.entries(sizes)
    .map(([name, value]) => `&:where([data-size='${name}']) { font-size: ${value}; }`)
    .join('\n')}
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  letter-spacing: ${letterSpacing.tight};
  color: ${color.text};
  overflow-wrap: anywhere;
`

/** A document heading: `level` sets the outline, `size` the look. */
export function Heading({ level = 2, size, ...props }: HeadingProps) {
  return <StyledHeading level={level} data-size={size ?? defaultSize[level] ?? 'sm'} {...props} />
}
