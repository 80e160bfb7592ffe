import { NumberParser } from '@internationalized/number'

export interface NumberBounds {
  minValue?: number
  maxValue?: number
}

/** How a number box reads and writes its text in one locale with one set of format options. */
export interface NumberText {
  /** The number as the box shows it once committed; '' for none. */
  format: (value: number | undefined) => string
  /** Whether the text could still become a number within the bounds as more is typed. */
  isPartial: (text: string) => boolean
  /**
   * The number the text commits to: clamped to the bounds and rounded as it is shown;
   * undefined once emptied; null when the text is not a number (the box goes back).
   */
  commit: (text: string) => number | undefined | null
  /** The number one step up or down from the text's, within the bounds. */
  step: (text: string, direction: 1 | -1, by: number) => number
}

const clamp = (value: number, { minValue = -Infinity, maxValue = Infinity }: NumberBounds) =>
  Math.min(Math.max(value, minValue), maxValue)

/**
 * @internationalized/number's parser (the one react-aria's NumberField uses): the locale's
 * digits, decimal and grouping marks, so '1,234.5' in en-NG and '1.234,5' in de-DE are the same
 * number.
 */
export function numberText(
  locale: string,
  formatOptions: Intl.NumberFormatOptions,
  bounds: NumberBounds,
): NumberText {
  const parser = new NumberParser(locale, formatOptions)
  const formatter = new Intl.NumberFormat(locale, formatOptions)
  const format = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? '' : formatter.format(value)
  const parse = (text: string) => parser.parse(text.trim())
  return {
    format,
    isPartial: (text) => parser.isValidPartialNumber(text, bounds.minValue, bounds.maxValue),
    commit: (text) => {
      if (!text.trim()) return undefined
      const parsed = parse(text)
      if (Number.isNaN(parsed)) return null
      // Rounded as it is shown, so the number kept is the number read.
      return parse(format(clamp(parsed, bounds)))
    },
    step: (text, direction, by) => {
      const current = parse(text)
      // From empty, up starts at the minimum and down at the maximum, as react-aria's does.
      if (Number.isNaN(current))
        return clamp((direction > 0 ? bounds.minValue : bounds.maxValue) ?? 0, bounds)
      return parse(format(clamp(current + direction * by, bounds)))
    },
  }
}
