import type { ReactNode } from 'react'
import styled from 'styled-components'
import { color, fontSize, fontWeight, media, size, space } from '../../theme'
import { Logo } from '../../primitives/Logo'
import { AuthArtwork } from './AuthArtwork'

const Page = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  min-height: ${size.screenHeight};
  min-height: ${size.screenHeightDynamic};
  background: ${color.surface};

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`

const FormColumn = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${space[10]};
  padding: ${space[6]} ${space[5]};

  ${media.md} {
    padding: ${space[10]} ${space[12]};
  }
`

const FormSlot = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
  width: 100%;
  max-width: ${size.authFormMax};
  margin: 0 auto;
`

/** Decorative: hidden on small screens, where the form has the whole width. */
const ArtColumn = styled.aside`
  display: none;

  ${media.lg} {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${space[8]};
    padding: ${space[12]};
    background: ${color.artBackground};
    color: ${color.artHighlight};
  }
`

const Art = styled.div`
  width: 100%;
  max-width: ${size.illustrationMax};
`

const Tagline = styled.p`
  max-width: ${size.illustrationMax};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  text-align: center;
`

export interface AuthLayoutProps {
  children: ReactNode
  /** Shown under the artwork on wide screens. */
  tagline?: ReactNode
  productName?: string
}

/** The sign-in pages' frame: the form on the left, Recur's artwork on the right (spec §2). */
export function AuthLayout({
  children,
  tagline = 'Every subscription and every renewal, in one place.',
  productName = 'Recur',
}: AuthLayoutProps) {
  return (
    <Page>
      <FormColumn>
        <Logo name={productName} />
        <FormSlot>{children}</FormSlot>
      </FormColumn>
      <ArtColumn aria-label="About Recur">
        <Art>
          <AuthArtwork />
        </Art>
        {tagline && <Tagline>{tagline}</Tagline>}
      </ArtColumn>
    </Page>
  )
}
