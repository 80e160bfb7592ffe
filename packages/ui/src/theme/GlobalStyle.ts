import './fonts/inter.css'
import { createGlobalStyle } from 'styled-components'
import { color, customProperties } from './vars'
import { font, fontSize, lineHeight, media } from './tokens'

/**
 * Base styles for any Recur surface: the self-hosted Inter variable font (stable screenshots,
 * no third-party requests), the current theme's colours as CSS custom properties, and a small
 * reset. Render once inside the ThemeProvider.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => customProperties(theme)}
    color-scheme: ${({ theme }) => theme.name};
  }

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
