import { createHash } from 'node:crypto'
import {
  ImportFileError,
  messages,
  prepareImportRows,
  readImportFile,
  type CurrencyCode,
  type ImportFormat,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportRequestPayload,
  type ImportResult,
  type PreparedRow,
} from '@recur/api'
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { subscriptions, users } from '../db/schema'
import type { Clock } from '../domain/clock'
import { DomainError } from '../domain/errors'
import { amountToMinor } from '../domain/money'
import { categoryFor, type CategoryService } from './categories'
import { renewalLimit } from './plans'
import { planOf } from './premium'

/*
 * Importing subscriptions (issue 16). The file is read and checked by @recur/api's parsers
 * (pure); here is what needs the user's data: each row's category, the likely duplicates of
 * rows the user has, and the plan's renewal limit. A preview writes nothing. An import saves
 * every row or none, in one transaction under a lock on the user (two imports at once queue).
 *
 * An import happens once per file: each row's id is derived from the user, the file's bytes
 * and the row's place in the file, so the same file confirmed again (a double click, a retry
 * after a lost answer, another tab) finds its rows already there and answers as the first
 * time did, without a table of imports. Deleting the imported rows lets the file in again.
 */

/** Rows inserted per statement (14 parameters a row, well under PostgreSQL's 65,535). */
const INSERT_BATCH = 1000

/** The row's id: a UUID (version 8, "custom") from a hash of the user, the file and the line. */
function rowId(userId: string, fileHash: string, line: number): string {
  const hex = createHash('sha256')
    .update(`recur-import\n${userId}\n${fileHash}\n${line}`)
    .digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** What makes two periods likely the same: name (any case), currency, amount and dates. */
const duplicateKey = (row: {
  name: string
  currency: string
  amountMinor: bigint
  startDate: string
  endDate: string
}) =>
  [row.name.trim().toLowerCase(), row.currency, row.amountMinor, row.startDate, row.endDate].join(
    '\u0000',
  )

const hasErrors = (row: PreparedRow) => Object.keys(row.errors).length > 0

/** A prepared row with what the user's data adds. */
interface PlannedRow extends PreparedRow {
  categoryId: string
  categoryName: string
  /** The existing row it likely repeats (null: none, or it repeats an earlier row of the file). */
  duplicateOf: { id: string; root: string } | null
  duplicate: boolean
}

export function createImportService(deps: {
  db: Database
  clock: Clock
  categories: CategoryService
  freePlanRenewalLimit: number
}) {
  const { db, clock } = deps

  /** The file read and checked, or a 422 saying why it cannot be imported at all. */
  function read(request: ImportRequestPayload): {
    format: ImportFormat
    rows: PreparedRow[]
    hash: string
  } {
    const bytes = Buffer.from(request.content, 'base64')
    try {
      const file = readImportFile(bytes)
      return {
        format: file.format,
        rows: prepareImportRows(file.candidates),
        hash: createHash('sha256').update(bytes).digest('hex'),
      }
    } catch (error) {
      if (error instanceof ImportFileError) {
        throw new DomainError('invalid', error.message, { file: [error.message] })
      }
      throw error
    }
  }

  /** The category catalogue by lower-cased name (read outside any transaction: PGlite has one connection). */
  const catalogueOf = async () =>
    new Map(
      (await deps.categories.list()).map((category) => [category.name.toLowerCase(), category]),
    )
  type Catalogue = Awaited<ReturnType<typeof catalogueOf>>

  /** Each row's category (the file's, when Recur has it; else the one its name suggests). */
  function categorise(rows: PreparedRow[], catalogue: Catalogue) {
    return rows.map((row) => {
      const named = row.category ? catalogue.get(row.category.trim().toLowerCase()) : undefined
      const suggested = catalogue.get(categoryFor(row.name).toLowerCase())
      const category = named ?? suggested
      if (!category) throw new Error('the category catalogue is not seeded')
      const mappings: ImportMapping[] =
        row.category && !named
          ? [...row.mappings, { field: 'category', from: row.category, to: category.name }]
          : row.mappings
      return { ...row, categoryId: category.id, categoryName: category.name, mappings }
    })
  }

  /** Categories, duplicates (of the user's rows, or of an earlier row of the file) and renewals. */
  async function plan(
    userId: string,
    planKey: string,
    rows: PreparedRow[],
    catalogue: Catalogue,
    tx: Executor,
  ) {
    const categorised = categorise(rows, catalogue)
    const existing = await tx
      .select({
        id: subscriptions.id,
        parentId: subscriptions.parentId,
        name: subscriptions.name,
        currency: subscriptions.currencyCode,
        amountMinor: subscriptions.amountMinor,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
    const known = new Map<string, { id: string; root: string }>()
    for (const row of existing) {
      known.set(duplicateKey(row), { id: row.id, root: row.parentId ?? row.id })
    }
    const inFile = new Set<string>()
    const planned: PlannedRow[] = categorised.map((row) => {
      if (hasErrors(row) || row.amount === null)
        return { ...row, duplicateOf: null, duplicate: false }
      const key = duplicateKey({
        name: row.name,
        currency: row.currency,
        amountMinor: amountToMinor(row.amount),
        startDate: row.start_date,
        endDate: row.end_date,
      })
      const duplicateOf = known.get(key) ?? null
      // Rows the file tells apart by their own ids (a Recur export's) are never repeats of each
      // other: a renewal may well have its first period's dates.
      const repeated = row.ref === null && inFile.has(key)
      if (row.ref === null) inFile.add(key)
      return { ...row, duplicateOf, duplicate: duplicateOf !== null || repeated }
    })
    const today = clock.today()
    const limit = renewalLimit(
      await planOf(tx, { id: userId, plan: planKey }, today),
      deps.freePlanRenewalLimit,
    )
    let allowed: number | null = null
    if (limit !== null) {
      const [made] = await tx
        .select({ n: count() })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.parentId)))
      allowed = Math.max(0, limit - (made?.n ?? 0))
    }
    return { rows: planned, allowed }
  }

  /** The rows an import saves: every row, less likely duplicates when they are skipped. */
  const saved = (rows: PlannedRow[], skipDuplicates: boolean) =>
    rows.filter((row) => !(skipDuplicates && row.duplicate))

  const renewalsIn = (rows: PlannedRow[]) => rows.filter((row) => row.renewsLine !== null).length

  const userPlan = async (tx: Executor, userId: string, lock: boolean) => {
    const query = tx.select({ plan: users.plan }).from(users).where(eq(users.id, userId))
    const [user] = await (lock ? query.for('update') : query)
    if (!user) throw new DomainError('unauthenticated')
    return user.plan
  }

  return {
    /** The file's rows as they would be saved; nothing is written. */
    async preview(userId: string, request: ImportRequestPayload): Promise<ImportPreview> {
      const file = read(request)
      const catalogue = await catalogueOf()
      const planned = await plan(
        userId,
        await userPlan(db, userId, false),
        file.rows,
        catalogue,
        db,
      )
      const rows: ImportPreviewRow[] = planned.rows.map((row) => ({
        line: row.line,
        name: row.name,
        amount: row.amount,
        currency: row.currency,
        category: row.categoryName,
        start_date: row.start_date,
        end_date: row.end_date,
        description: row.description,
        auto_renew: row.auto_renew,
        is_paid: row.is_paid,
        renews_line: row.renewsLine,
        errors: row.errors,
        duplicate: row.duplicate,
        mappings: row.mappings,
      }))
      return {
        format: file.format,
        file_name: request.file_name,
        rows,
        counts: {
          rows: rows.length,
          errors: planned.rows.filter(hasErrors).length,
          duplicates: planned.rows.filter((row) => row.duplicate).length,
        },
        renewals: {
          in_file: renewalsIn(saved(planned.rows, request.skip_duplicates ?? true)),
          allowed: planned.allowed,
        },
      }
    },

    /** Saves the file's rows, all or none; the same file again saves nothing more. */
    async confirm(userId: string, request: ImportRequestPayload): Promise<ImportResult> {
      const file = read(request)
      const ids = new Map(file.rows.map((row) => [row.line, rowId(userId, file.hash, row.line)]))
      const now = clock.now().getTime()
      const catalogue = await catalogueOf()
      return db.transaction(async (tx) => {
        const userPlanKey = await userPlan(tx, userId, true)
        // Confirmed before: its rows are there (the lock above waited for that import to end).
        const [already] = await tx
          .select({ n: count() })
          .from(subscriptions)
          .where(
            and(eq(subscriptions.userId, userId), inArray(subscriptions.id, [...ids.values()])),
          )
        if (already && already.n > 0) {
          return {
            imported: already.n,
            skipped: file.rows.length - already.n,
            already_imported: true,
          }
        }
        const planned = await plan(userId, userPlanKey, file.rows, catalogue, tx)
        if (planned.rows.some(hasErrors)) {
          throw new DomainError('invalid', messages.importHasErrors, {
            file: [messages.importHasErrors],
          })
        }
        const skipDuplicates = request.skip_duplicates ?? true
        const rows = saved(planned.rows, skipDuplicates)
        if (planned.allowed !== null && renewalsIn(rows) > planned.allowed) {
          throw new DomainError('limit-reached', messages.importRenewalLimit)
        }
        const byLine = new Map(planned.rows.map((row) => [row.line, row]))
        const values: Array<typeof subscriptions.$inferInsert> = rows.map((row) => {
          const root = row.renewsLine === null ? undefined : byLine.get(row.renewsLine)
          // A renewal of a row left out as a duplicate renews the row the user already has.
          const parentId = !root
            ? null
            : root.duplicate && skipDuplicates
              ? (root.duplicateOf?.root ?? null)
              : ids.get(root.line)!
          // Without the file's instants, earlier lines are newer: the list shows the file's order.
          const createdAt = row.created_at ?? new Date(now - row.line)
          return {
            id: ids.get(row.line)!,
            userId,
            parentId,
            name: row.name,
            amountMinor: amountToMinor(row.amount ?? 0),
            currencyCode: row.currency as CurrencyCode,
            categoryId: row.categoryId,
            startDate: row.start_date,
            endDate: row.end_date,
            description: row.description,
            autoRenew: row.auto_renew,
            isPaid: row.is_paid,
            createdAt,
            updatedAt: row.updated_at ?? createdAt,
          }
        })
        // First periods before their renewals, whose parent_id names them.
        const ordered = [...values].sort(
          (a, b) => Number(a.parentId != null) - Number(b.parentId != null),
        )
        for (let at = 0; at < ordered.length; at += INSERT_BATCH) {
          await tx.insert(subscriptions).values(ordered.slice(at, at + INSERT_BATCH))
        }
        return {
          imported: ordered.length,
          skipped: planned.rows.length - ordered.length,
          already_imported: false,
        }
      })
    },
  }
}

export type ImportService = ReturnType<typeof createImportService>
