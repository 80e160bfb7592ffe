import { ImportFileError } from './errors'

/*
 * Reading CSV (RFC 4180): cells split by a comma (or by a semicolon, as spreadsheets set to a
 * European locale write them), a cell in double quotes may hold commas, line breaks and "" for a
 * quote; lines end in CRLF or LF. Blank lines are skipped. No library: the format is small, and
 * the reader stops as soon as a file holds more rows than an import takes.
 */

/** One record of the file and the line it starts on (1 for the first line). */
export interface CsvRecord {
  line: number
  cells: string[]
}

/** The delimiter of the first line: a semicolon when it has more of them than commas. */
function delimiterOf(text: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char === ',') commas++
    else if (!quoted && char === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/**
 * The file's records, the header first. More than `maxRecords` records is refused as soon as
 * the next one starts, so a file of a million rows is never held as cells.
 */
export function parseCsv(text: string, maxRecords: number): CsvRecord[] {
  const delimiter = delimiterOf(text)
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let i = 0

  const endRecord = () => {
    cells.push(cell)
    cell = ''
    const blank = cells.length === 1 && cells[0]!.trim() === ''
    if (!blank) {
      if (records.length === maxRecords) throw new ImportFileError('too-many-rows')
      records.push({ line: recordLine, cells })
    }
    cells = []
  }

  while (i < text.length) {
    const char = text[i]!
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i += 2
          continue
        }
        quoted = false
      } else {
        if (char === '\n') line++
        cell += char
      }
      i++
      continue
    }
    if (char === '"' && cell.trim() === '') {
      // A quote opens a quoted cell only at its start (spaces before it are dropped).
      cell = ''
      quoted = true
    } else if (char === delimiter) {
      cells.push(cell)
      cell = ''
    } else if (char === '\r' || char === '\n') {
      endRecord()
      if (char === '\r' && text[i + 1] === '\n') i++
      line++
      recordLine = line
    } else {
      cell += char
    }
    i++
  }
  if (quoted) throw new ImportFileError('malformed-csv')
  if (cell !== '' || cells.length > 0) endRecord()
  return records
}

/** A header cell as a key: lower case, spaces and dashes as underscores ('Renewal Date' → 'renewal_date'). */
export const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

/**
 * The records after the header as objects keyed by `headerKey` of each header cell; a cell a
 * row lacks is ''.
 */
export function csvObjects(records: CsvRecord[]): {
  header: string[]
  rows: Array<{ line: number; values: Record<string, string> }>
} {
  const [head, ...body] = records
  const header = (head?.cells ?? []).map(headerKey)
  const rows = body.map(({ line, cells }) => ({
    line,
    values: Object.fromEntries(header.map((key, at) => [key, cells[at] ?? ''])),
  }))
  return { header, rows }
}
