// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast'
import { darkTheme, lightTheme, type SemanticColors } from './themes'

type Pair = [foreground: keyof SemanticColors, background: keyof SemanticColors]

/** Text pairs need 4.5:1 (WCAG AA, normal text). */
const textPairs: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryPressed'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['onPrimarySubtle', 'primarySubtle'],
  ['onDangerSubtle', 'dangerSubtle'],
  ['onSuccessSubtle', 'successSubtle'],
  ['onWarningSubtle', 'warningSubtle'],
  ['onInfoSubtle', 'infoSubtle'],
  ['link', 'surface'],
  ['link', 'background'],
  ['fieldError', 'surface'],
  ['fieldError', 'background'],
  ['fieldSuccess', 'surface'],
  ['statusActive', 'surface'],
  ['statusExpired', 'surface'],
  ['text', 'fieldBackground'],
  ['placeholder', 'fieldBackground'],
  ['text', 'ghostHover'],
]

/** Non-text UI parts (field borders, focus ring) need 3:1 (WCAG 1.4.11). */
const uiPairs: Pair[] = [
  ['fieldBorder', 'fieldBackground'],
  ['fieldBorder', 'surface'],
  ['fieldError', 'fieldBackground'],
  ['fieldSuccess', 'fieldBackground'],
  ['focus', 'surface'],
  ['focus', 'background'],
  ['borderStrong', 'surface'],
  ['primary', 'surface'],
  // Chart marks (slices, bars) against the card they sit on.
  ['chartSeries1', 'surface'],
  ['chartSeries2', 'surface'],
  ['chartSeries3', 'surface'],
  ['chartSeries4', 'surface'],
  ['chartSeries5', 'surface'],
]

describe.each([lightTheme, darkTheme])('$name theme contrast', (theme) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(4.5)
  })
  it.each(uiPairs)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(3)
  })
})

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#085E38', '#085E38')).toBe(1)
  })
  it('rejects a colour it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#FFFFFF')).toThrow(/Not an opaque/)
  })
})
