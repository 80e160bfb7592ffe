import { palette } from './palette'
import {
  breakpoint,
  font,
  fontSize,
  fontWeight,
  letterSpacing,
  lineHeight,
  media,
  motion,
  radius,
  size,
  space,
  zIndex,
} from './tokens'

/** Semantic colours: what a colour is for, not what it looks like. Components use only these. */
const lightColor = {
  background: palette.neutral[50],
  surface: palette.neutral[0],
  surfaceMuted: palette.neutral[100],
  surfaceRaised: palette.neutral[0],
  border: palette.neutral[200],
  borderStrong: palette.neutral[500],

  text: palette.neutral[900],
  textMuted: palette.neutral[600],
  textInverse: palette.neutral[0],

  primary: palette.green[700],
  primaryHover: palette.green[800],
  primaryPressed: palette.green[900],
  onPrimary: palette.neutral[0],
  primarySubtle: palette.green[50],
  onPrimarySubtle: palette.green[800],

  secondary: palette.neutral[0],
  secondaryHover: palette.neutral[100],
  secondaryPressed: palette.neutral[200],
  onSecondary: palette.green[800],

  danger: palette.red[600],
  dangerHover: palette.red[700],
  dangerPressed: palette.red[800],
  onDanger: palette.neutral[0],
  dangerSubtle: palette.red[50],
  onDangerSubtle: palette.red[700],

  ghostHover: palette.neutral[100],
  ghostPressed: palette.neutral[200],

  success: palette.green[600],
  successSubtle: palette.green[50],
  onSuccessSubtle: palette.green[800],
  warning: palette.amber[600],
  warningSubtle: palette.amber[50],
  onWarningSubtle: palette.amber[800],
  info: palette.blue[600],
  infoSubtle: palette.blue[50],
  onInfoSubtle: palette.blue[700],

  statusActive: palette.green[600],
  statusExpired: palette.red[600],

  link: palette.green[700],
  linkHover: palette.green[900],
  focus: palette.green[600],

  fieldBackground: palette.neutral[0],
  fieldBorder: palette.neutral[500],
  fieldBorderHover: palette.neutral[700],
  fieldDisabled: palette.neutral[100],
  fieldError: palette.red[600],
  fieldSuccess: palette.green[600],
  placeholder: palette.neutral[500],

  skeleton: palette.neutral[200],
  skeletonHighlight: palette.neutral[100],
  backdrop: 'rgba(19, 17, 15, 0.45)',

  /** Illustration inks: the artwork follows the theme. */
  artBackground: palette.green[800],
  artSurface: palette.green[700],
  artLine: palette.green[300],
  artAccent: palette.amber[300],
  artHighlight: palette.neutral[0],
  artMuted: palette.neutral[300],
  artPaper: palette.neutral[100],

  /**
   * Chart series, in the order slices and series take them. Five fixed hues (spec §2: the
   * category doughnut uses five fixed colours), alternating warm and cool so neighbours differ
   * in hue as well as lightness; each reaches 3:1 against the card surface (WCAG 1.4.11).
   */
  chartSeries1: palette.green[600],
  chartSeries2: palette.amber[600],
  chartSeries3: palette.blue[600],
  chartSeries4: palette.red[500],
  chartSeries5: palette.violet[600],
  /** Gridlines and axis lines: quiet, behind the data. */
  chartGrid: palette.neutral[200],
}

export type SemanticColors = { [K in keyof typeof lightColor]: string }

const lightShadow = {
  sm: '0 1px 2px rgba(28, 25, 22, 0.08)',
  md: '0 4px 12px rgba(28, 25, 22, 0.10)',
  lg: '0 12px 32px rgba(28, 25, 22, 0.16)',
}

export type Shadows = { [K in keyof typeof lightShadow]: string }

export const lightTheme = {
  name: 'light' as 'light' | 'dark',
  palette,
  color: lightColor as SemanticColors,
  shadow: lightShadow as Shadows,
  space,
  radius,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  letterSpacing,
  breakpoint,
  media,
  zIndex,
  size,
  motion,
}

export type Theme = typeof lightTheme

/** Dark: the light theme with the colours that must change overridden. */
export const darkTheme: Theme = {
  ...lightTheme,
  name: 'dark',
  color: {
    ...lightTheme.color,
    background: palette.neutral[950],
    surface: palette.neutral[900],
    surfaceMuted: palette.neutral[850],
    surfaceRaised: palette.neutral[800],
    border: palette.neutral[700],
    borderStrong: palette.neutral[400],

    text: palette.neutral[50],
    textMuted: palette.neutral[300],
    textInverse: palette.neutral[950],

    primary: palette.green[300],
    primaryHover: palette.green[200],
    primaryPressed: palette.green[100],
    onPrimary: palette.green[950],
    primarySubtle: palette.green[950],
    onPrimarySubtle: palette.green[200],

    secondary: palette.neutral[900],
    secondaryHover: palette.neutral[800],
    secondaryPressed: palette.neutral[700],
    onSecondary: palette.green[200],

    danger: palette.red[300],
    dangerHover: palette.red[200],
    dangerPressed: palette.red[100],
    onDanger: palette.red[900],
    dangerSubtle: palette.red[900],
    onDangerSubtle: palette.red[100],

    ghostHover: palette.neutral[800],
    ghostPressed: palette.neutral[700],

    success: palette.green[300],
    successSubtle: palette.green[950],
    onSuccessSubtle: palette.green[100],
    warning: palette.amber[300],
    warningSubtle: palette.amber[900],
    onWarningSubtle: palette.amber[100],
    info: palette.blue[300],
    infoSubtle: palette.blue[900],
    onInfoSubtle: palette.blue[100],

    statusActive: palette.green[300],
    statusExpired: palette.red[300],

    link: palette.green[300],
    linkHover: palette.green[200],
    focus: palette.green[300],

    fieldBackground: palette.neutral[900],
    fieldBorder: palette.neutral[400],
    fieldBorderHover: palette.neutral[200],
    fieldDisabled: palette.neutral[850],
    fieldError: palette.red[300],
    fieldSuccess: palette.green[300],
    placeholder: palette.neutral[400],

    skeleton: palette.neutral[800],
    skeletonHighlight: palette.neutral[700],
    backdrop: 'rgba(0, 0, 0, 0.6)',

    artBackground: palette.green[900],
    artSurface: palette.green[800],
    artLine: palette.green[400],
    artAccent: palette.amber[400],
    artHighlight: palette.neutral[100],
    artMuted: palette.neutral[600],
    artPaper: palette.neutral[800],

    chartSeries1: palette.green[300],
    chartSeries2: palette.amber[300],
    chartSeries3: palette.blue[300],
    chartSeries4: palette.red[300],
    chartSeries5: palette.violet[300],
    chartGrid: palette.neutral[700],
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
}
