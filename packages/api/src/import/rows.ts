import { ValidationError } from 'yup'
import type { FieldErrors } from '../envelope'
import type { ImportMapping } from '../importing'
import { importRowSchema } from '../schemas/subscription'
import { text, type ImportCandidate } from './candidate'

/** A row checked: the values it will be saved with (as far as they could be read) and its faults. */
export interface PreparedRow {
  line: number
  /** The file's own id for the row (a Recur export's): rows with one are distinct by it. */
  ref: string | null
  /** The line of the first period of this row's chain in the file, if it is a renewal. */
  renewsLine: number | null
  name: string
  amount: number | null
  /** A currency code; '' when the file has none (then `errors` asks for one). */
  currency: string
  /** The file's category, as written (the server decides what it becomes). */
  category: string | null
  start_date: string
  end_date: string
  description: string | null
  auto_renew: boolean
  is_paid: boolean
  created_at: Date | null
  updated_at: Date | null
  errors: FieldErrors
  mappings: ImportMapping[]
}

/** An instant the file recorded, or null when it is none (a row is then recorded at import). */
function instant(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Field → its messages, from yup's errors (abortEarly: false). */
function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {}
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = inner.path ?? 'file'
    ;(errors[field] ??= []).push(...inner.errors)
  }
  return errors
}

/**
 * For each row the first period of its chain, by the file's own ids: a renewal names its
 * chain's first period (or, in files written by hand, any earlier period, which is followed to
 * the first). A parent the file lacks, or a loop, leaves the row a first period.
 */
function chainRoots(candidates: ImportCandidate[]): Map<number, number> {
  const byRef = new Map<string, ImportCandidate>()
  for (const row of candidates) if (row.ref && !byRef.has(row.ref)) byRef.set(row.ref, row)
  const roots = new Map<number, number>()
  for (const row of candidates) {
    const seen = new Set<number>([row.line])
    let parent = row.parentRef ? byRef.get(row.parentRef) : undefined
    let root: ImportCandidate | undefined
    while (parent && !seen.has(parent.line)) {
      seen.add(parent.line)
      root = parent
      parent = parent.parentRef ? byRef.get(parent.parentRef) : undefined
    }
    if (root && !parent) roots.set(row.line, root.line)
  }
  return roots
}

/**
 * Every candidate checked with the subscription's rules (importRowSchema: the spec's messages)
 * and linked to its chain. Nothing here knows the user: duplicates, categories and the plan's
 * limit are the server's.
 */
export function prepareImportRows(candidates: ImportCandidate[]): PreparedRow[] {
  const roots = chainRoots(candidates)
  return candidates.map((row) => {
    const input = {
      name: row.name,
      currency: row.currency,
      amount: row.amount,
      start_date: row.start_date,
      end_date: row.end_date,
      description: row.description,
    }
    let errors: FieldErrors = { ...row.errors }
    let checked: Partial<typeof input> = {}
    try {
      checked = importRowSchema.validateSync(input, { abortEarly: false, stripUnknown: true })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      errors = { ...fieldErrors(error), ...errors }
    }
    const valid = Object.keys(errors).length === 0
    const amount = valid ? checked.amount : row.amount
    const description = valid ? checked.description : text(row.description)
    return {
      line: row.line,
      ref: row.ref,
      renewsLine: roots.get(row.line) ?? null,
      name: valid ? String(checked.name) : text(row.name),
      amount: typeof amount === 'number' && Number.isFinite(amount) ? amount : null,
      currency: text(valid ? checked.currency : row.currency),
      category: row.category,
      start_date: text(row.start_date),
      end_date: text(row.end_date),
      description: description ? String(description) : null,
      auto_renew: row.auto_renew,
      is_paid: row.is_paid,
      created_at: instant(row.created_at),
      updated_at: instant(row.updated_at),
      errors,
      mappings: row.mappings,
    }
  })
}
