import { Link } from 'react-aria-components'
import styled from 'styled-components'
import { color, focusRing, media, radius, size, space, zIndex } from '../../theme'

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: ${size.screenHeight};
  min-height: ${size.screenHeightDynamic};
  background: ${color.background};
`

export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.sticky};
  display: flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${size.topBarHeight};
  padding: 0 ${space[3]};
  background: ${color.surface};
  border-bottom: ${size.border} solid ${color.border};

  ${media.md} {
    gap: ${space[4]};
    padding: 0 ${space[6]};
  }
`

export const HomeLink = styled(Link)`
  display: inline-flex;
  border-radius: ${radius.sm};
  color: inherit;
  text-decoration: none;

  &[data-focus-visible] {
    ${focusRing}
  }
`

export const Spacer = styled.div`
  flex: 1;
`

export const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[6]};
  width: 100%;
  max-width: ${size.contentMax};
  margin: 0 auto;
  padding: ${space[5]} ${space[4]};

  ${media.md} {
    padding: ${space[8]} ${space[6]};
  }
`
