import type { ReactNode } from 'react'
import styled from 'styled-components'

// `display: contents`: each side lays out as if it stood in the switch's place.
const Side = styled.div<{ $query: string; $whenMatches: boolean }>`
  display: ${({ $whenMatches }) => ($whenMatches ? 'none' : 'contents')};

  @media ${({ $query }) => $query} {
    display: ${({ $whenMatches }) => ($whenMatches ? 'contents' : 'none')};
  }
`

export interface MediaSwitchProps {
  /** A media query, e.g. `mediaQuery.xl` from the theme. */
  query: string
  /** Shown while the query matches. */
  matching: ReactNode
  /** Shown while it does not. */
  otherwise: ReactNode
}

/**
 * Both layouts of a view, CSS showing the one `query` picks: for HTML rendered where the screen's
 * width is not known (the build's prerender of a loading view, sent to phones and desktops alike),
 * where script that reads the width has not run. The side not shown is out of the accessibility
 * tree too (`display: none`). In the browser a view reads the width itself (`useMediaQuery`) and
 * renders one layout.
 */
export function MediaSwitch({ query, matching, otherwise }: MediaSwitchProps) {
  return (
    <>
      <Side $query={query} $whenMatches>
        {matching}
      </Side>
      <Side $query={query} $whenMatches={false}>
        {otherwise}
      </Side>
    </>
  )
}
