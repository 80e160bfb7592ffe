/**
 * Theme-independent tokens: spacing, shape, type, layout. Sizes are in rem so they follow the
 * user's font-size setting; breakpoints are in em for the same reason.
 */
export const space = {
  0: '0',
  px: '1px',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1.25rem',
  pill: '999rem',
  round: '50%',
} as const

export const font = {
  body: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  heading:
    "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
} as const

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const

export const fontWeight = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const

export const lineHeight = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
} as const

export const letterSpacing = {
  tight: '-0.02em',
  normal: '0',
  wide: '0.04em',
} as const

export const breakpoint = {
  sm: '36em',
  md: '48em',
  lg: '64em',
  xl: '80em',
} as const

/** The media queries of the breakpoints, for `useMediaQuery`: true from the breakpoint up. */
export const mediaQuery = {
  sm: `(min-width: ${breakpoint.sm})`,
  md: `(min-width: ${breakpoint.md})`,
  lg: `(min-width: ${breakpoint.lg})`,
  xl: `(min-width: ${breakpoint.xl})`,
} as const

/** Mobile first: `${media.md} { … }` applies from the md breakpoint up. */
export const media = {
  sm: `@media ${mediaQuery.sm}`,
  md: `@media ${mediaQuery.md}`,
  lg: `@media ${mediaQuery.lg}`,
  xl: `@media ${mediaQuery.xl}`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** A finger, not a mouse: phones and tablets. */
  coarsePointer: '@media (pointer: coarse)',
} as const

/**
 * From these widths up a data view shows its wide layout (a table, a month grid); below them its
 * phone layout (cards, an agenda), because the wide one's columns would not fit the screen.
 */
export const wideLayoutQuery = {
  /** Eight columns need about 1,190px besides the page's margins. */
  subscriptionTable: mediaQuery.xl,
  /** Four columns, one a 26-character date, need about 760px besides the page's margins. */
  transactionTable: mediaQuery.lg,
  /** Four short columns in a dashboard card. */
  expiringSoon: mediaQuery.md,
  /** Seven day columns wide enough for a name. */
  calendar: mediaQuery.md,
} as const

export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 100,
  overlay: 200,
  sideNav: 300,
  popover: 400,
  toast: 500,
} as const

export const size = {
  /** Spec §2: the side menu is at most 420px wide. */
  sideNavMax: '420px',
  sideNavWidth: '85vw',
  topBarHeight: '4rem',
  controlHeight: '2.75rem',
  controlHeightSm: '2.25rem',
  /** The least a control measures under a finger (WCAG 2.5.5's 44px). */
  touchTarget: '2.75rem',
  iconSm: '1rem',
  iconMd: '1.25rem',
  iconLg: '1.5rem',
  authFormMax: '26rem',
  contentMax: '80rem',
  readableMax: '36rem',
  /** The narrowest a card of a RecordList (a table's phone layout) gets before the grid wraps. */
  recordCardMin: '20rem',
  feedbackMinHeight: '60vh',
  /** The viewport's height, with the dynamic unit where supported (mobile toolbars). */
  screenHeight: '100vh',
  screenHeightDynamic: '100dvh',
  /** One line of the surrounding text. */
  textLine: '1em',
  underlineThickness: '0.08em',
  underlineThicknessHover: '0.14em',
  underlineOffset: '0.2em',
  illustrationMax: '22rem',
  focusRing: '2px',
  focusOffset: '2px',
  border: '1px',
  borderThick: '2px',
} as const

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const
