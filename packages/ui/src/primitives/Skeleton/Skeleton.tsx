import type { CSSProperties } from 'react'
import styled, { keyframes } from 'styled-components'
import { color, radius as radii, size } from '../../theme'
import { VisuallyHidden } from '../VisuallyHidden'

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`

/** Static styles (no CSS built per skeleton): the size comes in as custom properties. */
const Block = styled.span`
  display: block;
  width: var(--skeleton-width);
  max-width: 100%;
  height: var(--skeleton-height);
  border-radius: var(--skeleton-radius);
  background: linear-gradient(
    90deg,
    ${color.skeleton} 25%,
    ${color.skeletonHighlight} 50%,
    ${color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`

export interface SkeletonProps {
  /** Any CSS length; defaults to the container's width. */
  width?: string
  /** Any CSS length; defaults to one line of the surrounding text. */
  height?: string
  radius?: keyof typeof radii
  /** Read to assistive technology instead of the shimmer, e.g. 'Loading email'. */
  label?: string
  className?: string
}

/** A placeholder with the shape of content that is still loading. */
export function Skeleton({
  width = '100%',
  height = size.textLine,
  radius = 'sm',
  label,
  className,
}: SkeletonProps) {
  return (
    <>
      <Block
        aria-hidden
        data-skeleton
        className={className}
        style={
          {
            '--skeleton-width': width,
            '--skeleton-height': height,
            '--skeleton-radius': radii[radius],
          } as CSSProperties
        }
      />
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </>
  )
}
