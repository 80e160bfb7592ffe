/*
 * Reading a file to import (issue 16): the four formats (./formats.ts) into candidates
 * (./candidate.ts), each checked with the subscription's rules (./rows.ts). Pure: the server
 * adds what needs the database (duplicates, categories, the plan's limit) and writes.
 */
export { ImportFileError, type ImportFileFault } from './errors'
export { decodeImportFile, readImportFile, type ReadFile } from './formats'
export { parseCsv, type CsvRecord } from './csv'
export {
  amountFromText,
  currencyFrom,
  cycleFrom,
  periodBefore,
  periodFrom,
  type ImportCandidate,
} from './candidate'
export { prepareImportRows, type PreparedRow } from './rows'
