/*
 * CSV as Recur writes it (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark) and the one
 * defence a spreadsheet needs: a text cell that a spreadsheet would read as a formula is made
 * inert. No library: the server writes files a line at a time with these, and the import reads
 * them back with the inverse.
 */

/** UTF-8's byte-order mark: without it Excel reads a CSV as the machine's code page (no ₦). */
export const CSV_BOM = '\uFEFF'

/** RFC 4180's line end. */
export const CSV_EOL = '\r\n'

/**
 * What a text cell may not begin with (OWASP, "CSV Injection"): a spreadsheet evaluates a cell
 * starting with one of these as a formula (`=HYPERLINK(…)`, `+1+cmd|…`, `-2+3`, `@SUM(…)`), and
 * some read past a leading tab or carriage return to one.
 */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const

/** What is put before a text cell that begins with a formula trigger, so it stays text. */
export const FORMULA_ESCAPE = "'"

/** A value a cell can hold: text, a number (written as it is), a flag, or nothing. */
export type CsvValue = string | number | boolean | null | undefined

const startsWithTrigger = (text: string) =>
  (FORMULA_TRIGGERS as readonly string[]).includes(text.charAt(0))

/** A text cell made inert: a leading `'` when it begins with a formula trigger. */
export function escapeFormula(text: string): string {
  return startsWithTrigger(text) ? FORMULA_ESCAPE + text : text
}

/**
 * The inverse of `escapeFormula`, for reading a Recur CSV back: a leading `'` comes off only
 * where `escapeFormula` put it (before a trigger), so `'quoted'` stays as it was written.
 */
export function unescapeFormula(text: string): string {
  return text.startsWith(FORMULA_ESCAPE) && startsWithTrigger(text.slice(1)) ? text.slice(1) : text
}

const needsQuotes = /[",\r\n]/

/**
 * One cell as it is written in a line: numbers as numbers (a negative number is a number, not a
 * formula), flags as `true`/`false`, nothing as an empty cell, text escaped against formulas and
 * quoted when it holds a comma, a quote or a line break.
 */
export function csvCell(value: CsvValue): string {
  if (value == null) return ''
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`A CSV cell cannot hold ${value}`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = escapeFormula(value)
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One line of a CSV file, its line end included. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + CSV_EOL
}
