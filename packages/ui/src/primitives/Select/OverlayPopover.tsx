import { Popover } from 'react-aria-components'
import styled from 'styled-components'
import { color, radius, shadow, size, space, zIndex } from '../../theme'

/**
 * The raised box a list opens in, under its trigger and at least as wide: Select's options,
 * ExportMenu's choices, DatePicker's calendar. A module of its own, so that a screen with a menu
 * but no Select (My Subscriptions' Export) does not download Select's list box before it paints.
 */
export const OverlayPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: calc(${space[20]} * 4);
  overflow: auto;
  padding: ${space[1]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  box-shadow: ${shadow.lg};
  z-index: ${zIndex.popover};
  outline: none;
`
