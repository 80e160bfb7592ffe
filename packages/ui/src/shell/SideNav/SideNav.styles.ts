import { Link } from 'react-aria-components'
import styled, { keyframes } from 'styled-components'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  letterSpacing,
  motion,
  radius,
  shadow,
  size,
  space,
} from '../../theme'

const slideIn = keyframes`
  from { transform: translateX(-100%); }
`

/**
 * The browser's modal `<dialog>`, over the whole viewport: it dims the page and takes the
 * presses outside the drawer (a press there closes the menu). The page behind is inert while
 * it is open, so Tab stays in the menu.
 */
export const Overlay = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  background: ${color.backdrop};
  color: ${color.text};
  outline: none;
  overflow: hidden;

  &::backdrop {
    background: transparent;
  }
`

/** The menu itself, against the left edge: at most 420px wide (spec §2). */
export const Drawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  display: flex;
  flex-direction: column;
  width: ${size.sideNavWidth};
  max-width: ${size.sideNavMax};
  background: ${color.surface};
  box-shadow: ${shadow.lg};
  animation: ${slideIn} ${motion.slow} ${motion.easing};
`

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  min-height: ${size.topBarHeight};
  padding: 0 ${space[3]} 0 ${space[5]};
  border-bottom: ${size.border} solid ${color.border};
`

export const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${space[3]};
`

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const EntryLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-height: ${size.controlHeight};
  padding: 0 ${space[3]};
  border-radius: ${radius.md};
  color: ${color.text};
  font-weight: ${fontWeight.medium};
  text-decoration: none;
  cursor: pointer;

  & > svg {
    color: ${color.textMuted};
  }
  &[data-hovered] {
    background: ${color.ghostHover};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
  &[aria-current='page'] {
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
    font-weight: ${fontWeight.semibold};
  }
  &[aria-current='page'] > svg {
    color: ${color.onPrimarySubtle};
  }
`

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  padding: ${space[4]} ${space[5]} ${space[5]};
  border-top: ${size.border} solid ${color.border};
`

export const Account = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
`

export const AccountLabel = styled.span`
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
  color: ${color.textMuted};
  text-transform: uppercase;
  letter-spacing: ${letterSpacing.wide};
`

export const Email = styled.span`
  color: ${color.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-error] {
    color: ${color.fieldError};
  }
`
