import './fonts/inter.css'
import { createGlobalStyle, useTheme } from 'styled-components'
import { darkTheme, lightTheme, type Theme } from './themes'
import { color, customProperties } from './vars'
import { font, fontSize, lineHeight, media } from './tokens'

/**
 * Every rule here is fixed, so styled-components treats both global styles as static: when the
 * page already holds their rules (a prerendered page's styles, taken over by the client's
 * sheet), mounting inserts nothing. A global style that read the theme would remove and insert
 * its rules again at mount, and each `:root` insertion restyles the whole document.
 */
const BaseStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${font.body};
    font-size: ${fontSize.md};
    line-height: ${lineHeight.normal};
    color: ${color.text};
    background: ${color.background};
    -webkit-font-smoothing: antialiased;
    font-optical-sizing: auto;
  }

  h1, h2, h3, h4, h5, h6, p {
    margin: 0;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`

/** A theme's colours as custom properties on :root, and the browser's own parts to match. */
const schemeStyle = (theme: Theme) => createGlobalStyle`
  :root {
    ${customProperties(theme)}
    color-scheme: ${theme.name};
  }
`

// Defined in this order, so where both are mounted at once (a provider inside another) the dark
// one's rules come later in the sheet and win.
const schemeStyles = { light: schemeStyle(lightTheme), dark: schemeStyle(darkTheme) }

/**
 * Base styles for any Recur surface: the self-hosted Inter variable font (stable screenshots,
 * no third-party requests), the current theme's colours as CSS custom properties, and a small
 * reset. Render once inside the ThemeProvider.
 */
export function GlobalStyle() {
  const SchemeStyle = schemeStyles[useTheme().name]
  return (
    <>
      <BaseStyle />
      <SchemeStyle />
    </>
  )
}
