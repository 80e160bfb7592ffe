import { lightTheme, type SemanticColors, type Shadows, type Theme } from './themes'

/**
 * Colours and shadows reach components as CSS custom properties. GlobalStyle writes the
 * current theme's values onto :root; components refer to `var(--color-…)`, so a theme switch
 * changes a handful of variables instead of regenerating every styled class. The fallback is
 * the light value, so a component rendered without GlobalStyle still has colour.
 */
const cssName = (group: string, key: string) =>
  `--${group}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

const refs = <T extends Record<string, string>>(group: string, values: T) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, `var(${cssName(group, key)}, ${value})`]),
  ) as { [K in keyof T]: string }

/** `color.primary` → `var(--color-primary, #085E38)`. */
export const color: SemanticColors = refs('color', lightTheme.color)
export const shadow: Shadows = refs('shadow', lightTheme.shadow)

/** The chart series colours in order: `chartSeries[0]` is the first slice or series. */
export const chartSeries = [
  color.chartSeries1,
  color.chartSeries2,
  color.chartSeries3,
  color.chartSeries4,
  color.chartSeries5,
] as const

/** The custom-property declarations for one theme, as a CSS declaration block. */
export const customProperties = (theme: Theme) =>
  [
    ...Object.entries(theme.color).map(([key, value]) => `${cssName('color', key)}: ${value};`),
    ...Object.entries(theme.shadow).map(([key, value]) => `${cssName('shadow', key)}: ${value};`),
  ].join('\n')
