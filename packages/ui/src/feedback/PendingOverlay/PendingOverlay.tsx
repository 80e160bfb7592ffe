import styled, { keyframes } from 'styled-components'
import { Spinner } from '../../primitives/Spinner'
import { color, media, motion, radius, shadow, space, zIndex } from '../../theme'

const appear = keyframes`
  from { opacity: 0; }
`

/**
 * Over the page as a dialog's backdrop is, so nothing under it takes a press meanwhile. It fades
 * in after a moment: a part that is in within it (the usual case, from the worker's cache) shows
 * no overlay at all to the eye.
 */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${color.backdrop};
  animation: ${appear} ${motion.normal} ${motion.easing} ${motion.slow} both;

  ${media.reducedMotion} {
    animation-timing-function: steps(1, end);
  }
`

const Badge = styled.div`
  display: flex;
  padding: ${space[4]};
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
  box-shadow: ${shadow.lg};
  color: ${color.text};
`

export interface PendingOverlayProps {
  /** Announced to assistive technology while the overlay shows, e.g. 'Loading'. */
  label: string
}

/**
 * What a button's dialog shows while its code is still on the way (the app loads a dialog's code
 * when it is first opened): the page dimmed as under the dialog, and a spinner. The dialog takes
 * its place when it arrives.
 */
export function PendingOverlay({ label }: PendingOverlayProps) {
  return (
    <Backdrop role="progressbar" aria-label={label} data-pending-overlay>
      <Badge>
        <Spinner />
      </Badge>
    </Backdrop>
  )
}
