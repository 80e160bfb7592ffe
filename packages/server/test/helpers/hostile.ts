import {
  CURRENCY_CODES,
  EXPORT_TICKET_MAX_LENGTH,
  SUBSCRIPTION_EXPORT_FORMATS,
  endpoints,
  hasId,
  IMPORT_TEMPLATE_CSV,
  MAX_AMOUNT,
  patternOf,
  SUBSCRIPTION_STATUSES,
  TEXT_LIMITS,
  TRANSACTION_FILTERS,
  type EndpointName,
  type Envelope,
  schemasOf,
} from '@recur/api'
import fc from 'fast-check'
import { expect } from 'vitest'
import { SANDBOX_SERVICES, SANDBOX_SMARTCARDS } from '../../src/adapters/bills/sandbox'
import { IMPORT_BODY_LIMIT } from '../../src/routes/imports'
import type { TestDatabase } from './database'
import { PASSWORD, snapshotTables, type TestServer } from './server'
import { subscriptionBody } from './subscriptions'

/*
 * Hostile input for the property suites (test/hostile-*.test.ts): text and ids an attacker or a
 * broken client might send, and a catalogue of every endpoint, derived from the endpoint tables
 * (@recur/api `endpoints`): each row's method, path, session and body and query keys come from
 * the row; this file adds only, per field name, a good value and values that can never pass.
 */

/** Text that has broken servers before: injection, encodings, control characters, sizes. */
export const CLASSIC_HOSTILE_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '%00',
  "' or '1'='1",
  "'; drop table users; --",
  '1 union select * from users',
  '\\',
  '%',
  '_',
  '%_%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '\r\nSet-Cookie: x=y',
  '\u202egnp.exe',
  '\ufeff',
  '\ud800',
  '🙂'.repeat(50),
  'ℌ𝔢𝔩𝔩𝔬',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'a'.repeat(5000),
] as const

/**
 * JSON text that JSON.stringify cannot write: a number literal past a double (JSON.parse reads
 * 1e400 as Infinity) or a nesting deeper than stringify's stack. Put in a body as a value; the
 * body is written with `jsonText`.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return `RawJson(${this.text.length > 40 ? `${this.text.slice(0, 40)}…` : this.text})`
  }
}

/** A body as JSON text, with every RawJson value written as it is. */
export function jsonText(body: unknown): string {
  const raw: string[] = []
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value
    raw.push(value.text)
    return `\u0000raw${raw.length - 1}`
  })
  return text.replace(/"\\u0000raw(\d+)"/g, (_match, i: string) => raw[Number(i)] ?? 'null')
}

/** Number literals that overflow to ±Infinity, and the names of the non-finite. */
export const overflowingNumber: fc.Arbitrary<RawJson | string> = fc.oneof(
  fc.constantFrom('1e400', '-1e400', '1e309', '123456789e999').map((t) => new RawJson(t)),
  fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e400'),
)

/** A number written as text: what a lenient parser would coerce, and must not. */
export const numericString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('500', '0x64', ' 1e3 ', '1e3', '0b1', '0o7', '+5', '.5', '5.', '٥٠٠', '1_000'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.nat().map((n) => ` ${n} `),
)

/** A scalar wrapped in a list, e.g. [500] for 500. */
export const listOfScalar: fc.Arbitrary<unknown[]> = fc
  .oneof(fc.double({ noNaN: true }), fc.integer(), fc.boolean(), fc.string({ maxLength: 5 }))
  .map((v) => [v])

/** Lists or objects nested thousands deep (a few kB each, so a body of several stays in bounds). */
export const deeplyNested: fc.Arbitrary<RawJson> = fc
  .tuple(fc.integer({ min: 1_000, max: 3_000 }), fc.boolean())
  .map(([depth, lists]) =>
    lists
      ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
      : new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  )

/**
 * Text longer than `max` (by up to `over`) that no compression shrinks, so an index row really
 * is that long. Each character is 3 bytes of UTF-8 (9 percent-encoded: keep `over` small in a URL).
 */
export const overLongText = (max: number, over = 3_000): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min: max + 1, max: max + over }), fc.integer({ min: 0, max: 19_999 }))
    .map(([length, seed]) =>
      Array.from({ length }, (_, i) =>
        String.fromCharCode(0x4e00 + ((seed + i * 7919) % 20_000)),
      ).join(''),
    )

/** Text with half a surrogate pair in it: well-formed JSON ("\ud800"), malformed Unicode. */
export const loneSurrogateText: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 5 }),
    fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'),
    fc.string({ maxLength: 5 }),
  )
  .map((parts) => parts.join(''))

/** A control or non-character somewhere in ordinary text. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 5 }),
    fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u2028', '\ufffe', '\uffff'),
    fc.string({ maxLength: 5 }),
  )
  .map((parts) => parts.join(''))

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CLASSIC_HOSTILE_TEXT) },
  { weight: 1, arbitrary: controlText },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: loneSurrogateText },
)

/** Anything JSON can carry, hostile text included. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  hostileText,
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
  overflowingNumber,
  numericString,
  listOfScalar,
  deeplyNested,
)

/** Anything but a string: counts as absent for a text field. */
export const nonString: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  overflowingNumber.filter((v) => v instanceof RawJson),
  listOfScalar,
  deeplyNested,
)

const blank = fc.constantFrom('', ' ', '\t\n')
/** Values that are never a date written YYYY-MM-DD, and never blank. */
const badDateText = fc.oneof(
  fc.constantFrom(
    'yesterday',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '21/12/2026',
    '2026-1-1',
    '+002026-01-01',
    '2026-01-01T00:00:00Z',
    "2026-01-01' or '1'='1",
    '２０２６-０１-０１',
    '0000-00-00',
  ),
  hostileText.filter((s) => s.trim() !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(s)),
)
/** An amount's values that never pass: amounts are JSON numbers, never text or a list. */
const badAmount = fc.oneof(
  fc.double({ max: -0.01, noNaN: true }),
  fc.constantFrom(MAX_AMOUNT + 1, 1e300, 0.001, 12.345, 'abc', '', '1_000', true, {}, null, 'NaN'),
  overflowingNumber,
  numericString,
  listOfScalar,
  deeplyNested,
)
const badBoolean = fc.constantFrom('maybe', 'yes', 'on', 2, -1, {}, 'truthy')
const notOneOf = (allowed: readonly string[]) =>
  fc.oneof(
    nonString,
    hostileText.filter((s) => !allowed.includes(s)),
  )
const textWithout = (forbidden: (s: string) => boolean) =>
  fc.oneof(
    nonString,
    blank,
    hostileText.filter((s) => !forbidden(s)),
  )

export interface FieldSpec {
  /** A value the field accepts. */
  valid: unknown
  /** Values the field never accepts, whatever the rest of the body holds. */
  invalid: fc.Arbitrary<unknown>
}

/** One row of the endpoint tables, as the hostile suites use it. */
export interface Endpoint {
  /** The row's name in `endpoints`. */
  key: EndpointName
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  auth: boolean
  /** A JSON body checked against a schema: every field, its good value and its bad ones. */
  body?: Record<string, FieldSpec>
  /** Whether `{}` is refused (some field is required). */
  emptyRefused?: boolean
  /** A write whose body is ignored: only unreadable bodies are refused (400/413/415). */
  ignoresBody?: boolean
  /** Query keys, with a good value and values that never pass. */
  query?: Record<string, QuerySpec>
  /** Whether the path has an :id. */
  id?: boolean
  /** The route's own body limit, when it takes more than the app's (an imported file). */
  bodyLimit?: number
}

export interface QuerySpec {
  valid: string
  invalid: fc.Arbitrary<string>
}

/** Text that no text field accepts: past its limit, or not well-formed Unicode. */
const unacceptableText = (max: number) => fc.oneof(overLongText(max), loneSurrogateText)
const email = (valid = 'someone@example.com'): FieldSpec => ({
  valid,
  invalid: fc.oneof(
    textWithout((s) => s.includes('@')),
    unacceptableText(TEXT_LIMITS.email).map((s) => `${s}@example.com`),
  ),
})
const password = (valid = PASSWORD): FieldSpec => ({
  valid,
  invalid: fc.oneof(nonString, fc.constant(''), unacceptableText(TEXT_LIMITS.password)),
})
const newPassword = (valid = PASSWORD): FieldSpec => ({
  valid,
  invalid: fc.oneof(nonString, fc.string({ maxLength: 7 }), unacceptableText(TEXT_LIMITS.password)),
})
const requiredText = (valid: string, max: number): FieldSpec => ({
  valid,
  invalid: fc.oneof(nonString, blank, unacceptableText(max)),
})
const date = (valid: string, required: boolean): FieldSpec => ({
  valid,
  invalid: required ? fc.oneof(nonString, badDateText) : badDateText,
})
const subscriptionFields = (): Record<string, FieldSpec> => {
  const good = subscriptionBody()
  return {
    name: requiredText(good.name, TEXT_LIMITS.subscriptionName),
    currency: { valid: good.currency, invalid: notOneOf(CURRENCY_CODES) },
    amount: { valid: good.amount, invalid: badAmount },
    start_date: date(good.start_date, true),
    end_date: date(good.end_date, true),
    description: { valid: good.description, invalid: unacceptableText(TEXT_LIMITS.description) },
    auto_renew: { valid: good.auto_renew, invalid: badBoolean },
  }
}

const pageQuery = {
  valid: '1',
  invalid: fc.constantFrom('0', '-1', '1.5', 'abc', '1e999', 'NaN', '½', '1,2', '2^31'),
}
const currencyQuery = { valid: 'NGN', invalid: notOneOfText(CURRENCY_CODES) }
function notOneOfText(allowed: readonly string[]) {
  return hostileText.filter((s) => s.trim() !== '' && !allowed.includes(s))
}
const dateQuery = { valid: '2026-01-01', invalid: badDateText as fc.Arbitrary<string> }
const amountQuery = {
  valid: '10',
  invalid: fc.oneof(
    fc.constantFrom('-5', '-0.01', 'abc', 'NaN', '1_0', '--1', '0x', '1000000000001', '1e400'),
    overflowingNumber.filter((v): v is string => typeof v === 'string'),
    fc.constantFrom('0x64', '1e3', '0b1', '+5', '.5', '٥٠٠'),
  ),
}
const serviceNames = SANDBOX_SERVICES.map((s) => s.name.toLowerCase())
const serviceQuery = {
  valid: 'dstv',
  invalid: hostileText.filter((s) => !serviceNames.includes(s.trim().toLowerCase())),
}
const dstvCards = Object.keys(SANDBOX_SMARTCARDS.dstv ?? {})

/** Text holding U+0000, which no query value may (it can never be stored). */
const withNul = fc
  .tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }))
  .map(([a, b]) => `${a}\u0000${b}`)

const subscription = subscriptionFields()

/**
 * Body fields by name: what a field of that name accepts and never accepts, wherever it is.
 * A row whose body has a field named here needs nothing more; a new name is added here (the
 * catalogue refuses to build without it).
 */
const BODY_FIELDS: Record<string, FieldSpec> = {
  ...subscription,
  // Optional and free, but text that could never be stored is refused like any other.
  id: { valid: undefined, invalid: fc.oneof(withNul, loneSurrogateText) },
  email: email(),
  password: password(),
  password_confirmation: password(),
  old_password: password(),
  token: {
    valid: 'A'.repeat(43),
    invalid: fc.oneof(nonString, fc.constant(''), unacceptableText(TEXT_LIMITS.token)),
  },
  username: requiredText('ada', TEXT_LIMITS.username),
  timezone: {
    valid: 'Africa/Lagos',
    invalid: textWithout((s) => s.trim().toLowerCase() === 'africa/lagos'),
  },
  service_name: requiredText('dstv', TEXT_LIMITS.serviceName),
  variation_code: requiredText('dstv-compact', TEXT_LIMITS.variationCode),
  phone_number: requiredText('09012345678', TEXT_LIMITS.phone),
  smartcard_number: {
    valid: '7030000001',
    invalid: fc.oneof(fc.constant(''), unacceptableText(TEXT_LIMITS.smartcardNumber)),
  },
  is_tracking_disabled: { valid: false, invalid: fc.constantFrom(true, 'true', 1) },
  subscription_type: { valid: 'new', invalid: notOneOf(['new']) },
  // An imported file (issue 16): its name, and its bytes as base64 (the template's, valid).
  file_name: requiredText('subscriptions.csv', TEXT_LIMITS.fileName),
  content: {
    valid: Buffer.from(IMPORT_TEMPLATE_CSV).toString('base64'),
    invalid: fc.oneof(
      nonString,
      hostileText.filter((s) => !/^[A-Za-z0-9+/]*={0,2}$/.test(s)),
    ),
  },
  skip_duplicates: { valid: true, invalid: badBoolean },
  payment_method: { valid: 'wallet', invalid: notOneOf(['wallet', 'card']) },
  // The reminder setting: a JSON number among 0, 1, 3, 7, never text or anything else.
  days_before: {
    valid: 3,
    invalid: fc.oneof(
      fc.integer().filter((n) => ![0, 1, 3, 7].includes(n)),
      fc.constantFrom('3', '0', 3.5, -1, 2, 30, true, {}, null, '', 'none'),
      overflowingNumber,
      numericString,
      listOfScalar,
      deeplyNested,
    ),
  },
  // Exports (issue 16): the file, and a statement's days.
  format: { valid: 'csv', invalid: notOneOf(SUBSCRIPTION_EXPORT_FORMATS) },
  from: date('2026-11-01', true),
  to: date('2026-11-30', true),
}

/** Where a field name means something else on one row. */
const BODY_OVERRIDES: Partial<Record<EndpointName, Record<string, FieldSpec>>> = {
  register: { password: newPassword() },
  resetPassword: { password: newPassword() },
  changePassword: {
    password: newPassword('another long password'),
    password_confirmation: password('another long password'),
  },
  fundWallet: {
    amount: {
      valid: 500,
      // Not a JSON number, not finite, not above 0, past 2 decimals, or outside the bounds.
      invalid: fc.oneof(
        fc.double({ max: 0, noNaN: true }),
        fc.constantFrom(0.001, 50, 99.99, 1_000_000.01, 1e12, 'abc', '', true, {}, null),
        overflowingNumber,
        numericString,
        listOfScalar,
        deeplyNested,
      ),
    },
  },
  pay: { email: email('ada@example.com'), auto_renew: { valid: true, invalid: badBoolean } },
  renewSubscription: {
    amount: { valid: 100, invalid: badAmount.filter((v) => v !== null && v !== '') },
    start_date: date('2026-04-01', false),
    end_date: date('2026-04-30', false),
    auto_renew: { valid: true, invalid: badBoolean },
  },
}

/** Query keys by name, as BODY_FIELDS. */
const QUERY_FIELDS: Record<string, QuerySpec> = {
  page: pageQuery,
  search: { valid: 'FUND', invalid: overLongText(TEXT_LIMITS.search, 300) },
  filter: { valid: 'credit', invalid: notOneOfText(TRANSACTION_FILTERS) },
  payment_supported: { valid: 'true', invalid: withNul },
  service_name: serviceQuery,
  smartcard_number: {
    valid: '7030000001',
    invalid: hostileText.filter((s) => !dstvCards.includes(s.trim())),
  },
  name: { valid: 'net', invalid: overLongText(TEXT_LIMITS.search, 300) },
  per_page: { valid: '20', invalid: fc.constantFrom('0', '501', '-5', '2.5', 'abc', '1e9') },
  category: { valid: 'Music', invalid: overLongText(TEXT_LIMITS.category, 300) },
  status: { valid: 'active', invalid: notOneOfText(SUBSCRIPTION_STATUSES) },
  currency: currencyQuery,
  'startDate[from]': dateQuery,
  'startDate[to]': dateQuery,
  'endDate[from]': dateQuery,
  'endDate[to]': dateQuery,
  'amount[from]': amountQuery,
  'amount[to]': amountQuery,
  type: { valid: 'most', invalid: notOneOfText(['most', 'least']) },
  // A download's ticket: any text up to its length is looked up (and refused with a 404
  // unless it is a ticket the server gave); longer is a 422.
  ticket: { valid: 'not-a-ticket', invalid: overLongText(EXPORT_TICKET_MAX_LENGTH, 300) },
}

const QUERY_OVERRIDES: Partial<Record<EndpointName, Record<string, QuerySpec>>> = {
  dashboardGraph: { period: { valid: 'month', invalid: notOneOfText(['year', 'month']) } },
  spendByCurrency: {
    period: {
      valid: 'all-time',
      invalid: hostileText.filter(
        (s) => s.trim() !== '' && !/^(all-time|\d{4}|\d{4}-(0[1-9]|1[0-2]))$/.test(s),
      ),
    },
  },
}

/** The hostile values of each key of a row's schema. */
function specsOf<T>(
  row: EndpointName,
  keys: string[],
  overrides: Partial<Record<EndpointName, Record<string, T>>>,
  byName: Record<string, T>,
): Record<string, T> {
  return Object.fromEntries(
    keys.map((key) => {
      const spec = overrides[row]?.[key] ?? byName[key]
      if (!spec) throw new Error(`hostile.ts has no values for ${row}'s ${key}: add them`)
      return [key, spec]
    }),
  )
}

/** Whether a schema refuses `{}`: some field is required. */
const refusesEmpty = (schema: { describe(): { fields: Record<string, unknown> } }) =>
  Object.values(schema.describe().fields).some((f) => !(f as { optional: boolean }).optional)

/** The rows that take a file, and with it a body limit of their own (routes/imports.ts). */
const IMPORT_ROWS: readonly EndpointName[] = ['previewImport', 'confirmImport']

/** Every endpoint of the tables (@recur/api `endpoints`), one per row. */
export const ENDPOINTS: Endpoint[] = (
  Object.entries(endpoints) as Array<[EndpointName, (typeof endpoints)[EndpointName]]>
).map(([key, row]) => {
  const { body, query } = schemasOf(row)
  return {
    key,
    method: row.method,
    auth: row.auth,
    ...(body
      ? {
          body: specsOf(key, Object.keys(body.fields), BODY_OVERRIDES, BODY_FIELDS),
          emptyRefused: refusesEmpty(body),
        }
      : row.method !== 'GET'
        ? { ignoresBody: true }
        : {}),
    ...(query && {
      query: specsOf(key, Object.keys(query.fields), QUERY_OVERRIDES, QUERY_FIELDS),
    }),
    ...(hasId(row) && { id: true }),
    ...(IMPORT_ROWS.includes(key) && { bodyLimit: IMPORT_BODY_LIMIT }),
  }
})

// Counterexamples name an endpoint by its method and path, not by its arbitraries.
for (const endpoint of ENDPOINTS) {
  Object.defineProperty(endpoint, fc.toStringMethod, { value: () => label(endpoint) })
}

export const label = (e: Endpoint) => `${e.method} ${pathOf(e, ':id')}`

/** The endpoint's path under /api, with `id` in place of :id. */
export function pathOf(endpoint: Endpoint, id = ':id'): string {
  const { path } = endpoints[endpoint.key]
  return typeof path === 'function' ? path(id) : patternOf({ path })
}

/** The endpoint's good body (undefined when it takes none). */
export const validBody = (endpoint: Endpoint) =>
  endpoint.body
    ? Object.fromEntries(Object.entries(endpoint.body).map(([name, f]) => [name, f.valid]))
    : undefined

/** Keys that are nobody's field: prototype names, ids and columns a client must not set. */
const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'user_id',
    'userId',
    'balance',
    'plan',
    'is_paid',
    'status',
  ),
  fc.string({ maxLength: 8 }),
)

/**
 * A body object in which at least one field holds a value it never accepts; the others are
 * good, absent or junk. Answers the body and the names of the fields made bad.
 */
export function corruptBody(fields: Record<string, FieldSpec>) {
  const names = Object.keys(fields)
  return fc.subarray(names, { minLength: 1 }).chain((bad) =>
    fc
      .tuple(
        fc.tuple(
          ...names.map((name) => {
            const spec = fields[name] as FieldSpec
            return bad.includes(name)
              ? spec.invalid.map((value) => ({ value }))
              : fc.oneof(
                  { weight: 3, arbitrary: fc.constant({ value: spec.valid }) },
                  { weight: 1, arbitrary: fc.constant(undefined) },
                  { weight: 1, arbitrary: junk.map((value) => ({ value })) },
                )
          }),
        ),
        fc.uniqueArray(
          fc.tuple(
            extraKey.filter((k) => !names.includes(k)),
            junk,
          ),
          { maxLength: 3, selector: ([k]) => k },
        ),
      )
      .map(([values, extras]) => {
        const entries: Array<[string, unknown]> = []
        names.forEach((name, i) => {
          const v = values[i]
          if (v) entries.push([name, v.value])
        })
        // Object.fromEntries makes '__proto__' an own key, as JSON.parse would.
        return { body: Object.fromEntries([...entries, ...extras]), bad }
      }),
  )
}

/** JSON text that does not parse (never blank, which counts as no body). */
export const malformedJson = (good: unknown) =>
  fc
    .oneof(
      fc
        .constant(JSON.stringify(good ?? { a: 1 }))
        .chain((text) => fc.nat({ max: text.length - 1 }).map((n) => text.slice(0, n))),
      fc.constantFrom(
        '{"amount": NaN}',
        "{'email': 'a@b.co'}",
        '{"a":1}x',
        '{"a":1,}',
        '{"a" 1}',
        '\u0000',
        '{"a":"\u0000"',
        'undefined',
        '[1,2',
        '{"__proto__":',
      ),
      fc.integer({ min: 1_000, max: 50_000 }).map((n) => '['.repeat(n)),
      fc.string({ maxLength: 60 }),
    )
    .filter((text) => {
      if (text.trim() === '') return false
      try {
        JSON.parse(text)
        return false
      } catch {
        return true
      }
    })

/** Content types the API refuses. */
export const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonp',
  'application/json-patch+json',
  'image/png',
)

/** Path ids that name nothing: well-formed uuids of nobody, and everything else. */
export const hostileId: fc.Arbitrary<string> = fc
  .oneof(
    fc.uuid(),
    fc.uuid().map((u) => u.toUpperCase()),
    fc.constantFrom(
      '1',
      '0',
      '-1',
      '1e309',
      'NaN',
      'null',
      'undefined',
      'true',
      "' or '1'='1",
      '1; drop table subscriptions; --',
      '1 union select * from users',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '{00000000-0000-0000-0000-000000000000}',
      '00000000000000000000000000000000',
      ':id',
      '\u0000',
      '🙂',
      'ℌ𝔢𝔩𝔩𝔬',
      '../users/profile',
      'x'.repeat(101),
      '9'.repeat(5000),
    ),
    fc.bigInt().map(String),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
  )
  // '.' and '..' are path segments, resolved away before the request is sent.
  .filter((id) => id !== '.' && id !== '..')

/** Percent-encoding itself gone wrong, put in a path or query as is. */
export const RAW_BAD_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%FF%FE', '%u0041']

/** A path segment from hostile text: lone surrogates made well-formed, then percent-encoded. */
export const encodeSegment = (text: string) =>
  encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'))

/** A query string of hostile pairs: known keys and others, repeated keys, bad encodings. */
export const hostileQuery = (keys: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...keys, 'x'),
          fc.constantFrom(
            '__proto__',
            'constructor',
            'hasOwnProperty',
            'page[]',
            'page[from]',
            'a[b][c]',
            '',
            '[]',
          ),
          hostileText,
        ),
        fc.oneof(
          hostileText.map(encodeSegment),
          fc.constantFrom(...RAW_BAD_ENCODINGS),
          fc.constant(''),
        ),
        fc.boolean(),
      ),
      { maxLength: 6 },
    )
    .map((pairs) =>
      pairs
        .map(([key, value, withEquals]) => `${encodeSegment(key)}${withEquals ? `=${value}` : ''}`)
        .join('&'),
    )

export interface Answer {
  status: number
  headers: Headers
  body: unknown
}

/** A request to the server's origin (any path, /api or not), read as JSON when it is. */
export async function request(
  server: TestServer,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    redirect: 'manual',
    ...(init.headers ? { headers: init.headers } : {}),
    ...(init.body !== undefined ? { body: init.body } : {}),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body }
}

/** The answer is the contract's envelope (spec §7), never a 5xx; an error carries no data. */
export function expectEnvelope(answer: Answer, status?: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
  if (status !== undefined) expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  const body = answer.body as Envelope<unknown> & Record<string, unknown>
  expect(typeof body).toBe('object')
  expect(body.status).toBe(answer.status)
  expect(typeof body.message).toBe('string')
  expect(body.message).not.toBe('')
  for (const key of Object.keys(body))
    expect(['status', 'message', 'data', 'errors']).toContain(key)
  if (answer.status >= 400) expect(body.data).toBeNull()
  // No stack trace or SQL leaks into a message.
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|syntax error|relation "|violates/)
}

/**
 * What proves a request wrote nothing: every table's count and content hash, and the number of
 * mails sent, as they were at `take()`.
 */
export function writeWatch(db: TestDatabase, server: TestServer) {
  let tables: Record<string, string> = {}
  let mails = 0
  return {
    async take() {
      tables = await snapshotTables(db)
      mails = (await server.outbox()).length
    },
    async expectUnchanged(context = '') {
      const now = await snapshotTables(db)
      const sent = (await server.outbox()).length
      const before = tables
      const mailsBefore = mails
      // A write is blamed on the request that made it: later runs (and the shrinker's
      // replays) start from what is there now.
      tables = now
      mails = sent
      expect(now, `a table changed ${context}`).toEqual(before)
      expect(sent, `mail was sent ${context}`).toBe(mailsBefore)
    },
  }
}
