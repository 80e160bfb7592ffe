import { useSyncExternalStore, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle } from './GlobalStyle'
import { darkTheme, lightTheme } from './themes'

export type ColorScheme = 'light' | 'dark' | 'system'

const darkQuery = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(darkQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const prefersDark = () => window.matchMedia(darkQuery).matches

export interface RecurThemeProviderProps {
  /** 'system' follows the operating system's light or dark preference, live. */
  scheme?: ColorScheme
  children: ReactNode
}

/** The theme and global styles for a whole Recur surface: render once at the root. */
export function RecurThemeProvider({ scheme = 'system', children }: RecurThemeProviderProps) {
  const systemDark = useSyncExternalStore(subscribe, prefersDark, () => false)
  const dark = scheme === 'dark' || (scheme === 'system' && systemDark)
  const theme = dark ? darkTheme : lightTheme
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )
}
