import { RecurThemeProvider, type ColorScheme } from '@recur/ui'
import { useSyncExternalStore, type ReactNode } from 'react'
import { PRODUCT_PREFIX } from '../session/constants'

/** Where the chosen theme is kept: it outlives sign-out, like any setting of the device. */
export const COLOR_SCHEME_STORAGE_KEY = `${PRODUCT_PREFIX}_theme`

const SCHEMES: readonly ColorScheme[] = ['system', 'light', 'dark']
const listeners = new Set<() => void>()

/** The stored choice; 'system' when there is none, or storage cannot be read. */
export function readColorScheme(): ColorScheme {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)
    return SCHEMES.find((scheme) => scheme === stored) ?? 'system'
  } catch {
    return 'system'
  }
}

export function writeColorScheme(scheme: ColorScheme): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme)
  } catch {
    // Storage refused (private mode, quota): the choice cannot be kept.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  // Another tab chose: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_STORAGE_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/** The chosen theme, and a way to choose: kept in local storage, shared by every tab. */
export function useColorScheme(): [ColorScheme, (scheme: ColorScheme) => void] {
  const scheme = useSyncExternalStore(subscribe, readColorScheme, () => 'system' as const)
  return [scheme, writeColorScheme]
}

/** The design system's theme, as the person chose it (System follows the device). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [scheme] = useColorScheme()
  return <RecurThemeProvider scheme={scheme}>{children}</RecurThemeProvider>
}
