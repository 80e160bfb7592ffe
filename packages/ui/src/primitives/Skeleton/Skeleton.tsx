import type { CSSProperties } from 'react'
import styled, { keyframes } from 'styled-components'
import { color, radius as radii, size } from '../../theme'
import { VisuallyHidden } from '../VisuallyHidden'

/*
 * The highlight moves as a transform, which the compositor runs: animating the background's
 * position instead restyled and repainted every skeleton on the main thread each frame (10-15 ms
 * a frame while a list loads, on the thread the page's code needs). The band is four blocks wide
 * and holds the gradient twice, a tile of two blocks as `background-size: 200%` drew it; at
 * rest (reduced motion, screenshots) it stands where that background stood, at -50%.
 *
 * The shimmer starts after a second. A running animation, even one the compositor runs, is
 * restyled on the main thread in every frame the page draws, and a page draws most while it
 * loads: on /all-subscriptions' 104 skeletons that was 60 ms of style work and 0.9 s longer main
 * thread tasks per load (desktop, this host). Data that arrives within the second replaces
 * skeletons that never moved; a longer wait still shimmers.
 */
const shimmer = keyframes`
  from { transform: translateX(-75%); }
  to { transform: translateX(-25%); }
`

const shimmerDelay = '1s'

/** Static styles (no CSS built per skeleton): the size comes in as custom properties. */
const Block = styled.span`
  display: block;
  position: relative;
  overflow: hidden;
  width: var(--skeleton-width);
  max-width: 100%;
  height: var(--skeleton-height);
  border-radius: var(--skeleton-radius);

  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 400%;
    background: linear-gradient(
      90deg,
      ${color.skeleton} 25%,
      ${color.skeletonHighlight} 50%,
      ${color.skeleton} 75%
    );
    background-size: 50% 100%;
    transform: translateX(-50%);
    animation: ${shimmer} 1.4s ease-in-out ${shimmerDelay} infinite;
  }
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
