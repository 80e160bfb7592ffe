/**
 * A small RFC 4180 reader for the tests (quoted cells, doubled quotes, CRLF), written apart
 * from the writer it checks (packages/api/src/transfer/csv.ts). The BOM must be stripped first.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

/** A CSV's lines as records keyed by its header. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...lines] = parseCsv(text)
  return lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])))
}
