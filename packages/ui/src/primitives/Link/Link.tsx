import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components'
import styled from 'styled-components'
import { color, focusRing, fontWeight, radius, size, space } from '../../theme'
import { ExternalIcon } from '../Icon'
import { VisuallyHidden } from '../VisuallyHidden'

export interface LinkProps extends AriaLinkProps {
  /** Opens in a new tab, says so to assistive technology, and shows an external-link icon. */
  isExternal?: boolean
}

const StyledLink = styled(AriaLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  color: ${color.link};
  font-weight: ${fontWeight.semibold};
  text-decoration: underline;
  text-decoration-thickness: ${size.underlineThickness};
  text-underline-offset: ${size.underlineOffset};
  border-radius: ${radius.sm};
  cursor: pointer;

  &[data-hovered] {
    color: ${color.linkHover};
    text-decoration-thickness: ${size.underlineThicknessHover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${color.textMuted};
    cursor: not-allowed;
  }
`

/**
 * react-aria's Link: an in-app `href` goes through the app's RouterProvider (client-side
 * navigation), so the design system never imports a router.
 */
export function Link({ isExternal = false, children, ...props }: LinkProps) {
  if (!isExternal) return <StyledLink {...props}>{children}</StyledLink>
  return (
    <StyledLink target="_blank" rel="noopener noreferrer" {...props}>
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          <ExternalIcon size="sm" />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </>
      )}
    </StyledLink>
  )
}
