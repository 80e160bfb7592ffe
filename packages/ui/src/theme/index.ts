import type {} from './styled'
export { palette, type Palette } from './palette'
export * from './tokens'
export { lightTheme, darkTheme, type Theme, type SemanticColors, type Shadows } from './themes'
export { color, shadow, chartSeries, customProperties } from './vars'
export { GlobalStyle } from './GlobalStyle'
export {
  choiceCard,
  choiceMarkStates,
  choiceRow,
  columnHeader,
  dataTable,
  fieldBoxLayout,
  focusRing,
  segment,
  segmentChosen,
  segmentTrack,
  touchTarget,
  visuallyHidden,
} from './mixins'
export { useMediaQuery, useMediaQueryIfKnown } from './useMediaQuery'
export {
  RecurThemeProvider,
  type ColorScheme,
  type RecurThemeProviderProps,
} from './RecurThemeProvider'
