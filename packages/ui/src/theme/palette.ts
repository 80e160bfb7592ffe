/**
 * Primitive colours: the only hex values in the design system. Components never use these
 * directly; they use the semantic names of `color` (see themes.ts), which map onto this palette.
 *
 * Green is "naira green", deepened from the flag's #008751 so white text on it passes AA.
 * Neutrals are warm (a touch of yellow-brown) so surfaces read as paper, not steel.
 */
export const palette = {
  white: '#FFFFFF',
  black: '#000000',
  green: {
    50: '#ECF8F1',
    100: '#D3EFDF',
    200: '#A6DDBD',
    300: '#6FC596',
    400: '#3DA872',
    500: '#168A55',
    600: '#0C7446',
    700: '#085E38',
    800: '#064A2D',
    900: '#043A23',
    950: '#022416',
  },
  neutral: {
    0: '#FFFFFF',
    50: '#FAF8F5',
    100: '#F3F0EA',
    200: '#E7E2D9',
    300: '#D3CCC0',
    400: '#A9A194',
    500: '#7C7468',
    600: '#5D564C',
    700: '#453F37',
    800: '#2D2924',
    850: '#24211D',
    900: '#1C1916',
    950: '#13110F',
  },
  red: {
    50: '#FDF1EF',
    100: '#FADCD7',
    200: '#F4B8AE',
    300: '#EE9384',
    400: '#E46A57',
    500: '#D4472F',
    600: '#B53522',
    700: '#92291A',
    800: '#6B1E13',
    900: '#45130C',
  },
  amber: {
    50: '#FFF8E7',
    100: '#FDECC0',
    300: '#F6C65E',
    400: '#EBAE32',
    600: '#A96E12',
    700: '#80530D',
    800: '#573909',
    900: '#3A2606',
  },
  blue: {
    50: '#EEF4FC',
    100: '#D6E4F7',
    300: '#8FB3E6',
    600: '#2F5F9E',
    700: '#244C82',
    900: '#12284A',
  },
  /** Only for charts: a fifth hue the greens, ambers, blues and reds don't give. */
  violet: {
    300: '#B9A2EC',
    600: '#7A4FC4',
  },
} as const

export type Palette = typeof palette
