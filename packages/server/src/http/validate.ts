import { messages, type FieldErrors } from '@recur/api'
import { LRUCache } from 'lru-cache'
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup'
import { HttpError } from './errors'

/** The server's own words for input the contract's schemas cannot see. */
export const inputMessages = {
  nulCharacter: 'This text contains a character that is not allowed (U+0000).',
  loneSurrogate: 'This text contains a broken character (an unpaired UTF-16 surrogate).',
}

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Whether PostgreSQL can hold this text: a `text` value never contains U+0000, and a query
 * parameter holding one fails the whole statement. Text that cannot be stored names nothing
 * stored either, so it is refused (or not found) before it reaches the database.
 */
export const isStorableText = (text: string) => !text.includes('\u0000')

/**
 * Whether text is well-formed Unicode. JSON may write a lone surrogate ("\ud800"); text would
 * keep it as U+FFFD, silently changed, and jsonb refuses it outright, so it is refused.
 */
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text)

/**
 * Validates a request body with one of the contract's yup schemas (the same the forms use), so
 * the client sees the spec's exact messages. A body that is not a JSON object counts as an empty
 * one, and a value of the wrong type (a number, array or object where text belongs) counts as
 * absent: either way the field's own "required" message is reported, and nothing is coerced.
 * Every field of the contract holds a scalar, so a list or an object reaches the schema emptied:
 * it still fails the field's type check, but no check walks a body nested thousands deep.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  const source = isPlainObject(body) ? body : {}
  const input: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(schema.fields)) {
    const value = Object.hasOwn(source, name) ? source[name] : undefined
    const type = (field as { type?: string }).type
    input[name] = type === 'string' && typeof value !== 'string' ? undefined : shallow(value)
  }
  return validate(schema, input, context, unstorable(input))
}

/** Valid queries already read, per schema: their input's JSON → the schema's output. */
const validQueries = new WeakMap<AnyObjectSchema, LRUCache<string, object>>()
/** How many valid queries each schema remembers (a page's query, a card's period, …). */
const REMEMBERED_QUERIES = 500

/**
 * Validates a query string (Fastify's parsed object: text, or an array for a repeated key) with
 * a contract schema whose keys are the literal query keys, bracketed ones included
 * (`startDate[from]`). An empty value counts as absent; a repeated key is refused by name, as is
 * any bad value. Unknown keys are ignored.
 *
 * The query schemas depend on nothing but their input (no context, no clock), so a query read
 * before is answered with the same (frozen) output without running yup again: the same few
 * queries come back on every page load. Only valid queries are remembered, and only the last
 * REMEMBERED_QUERIES of each schema.
 */
export async function validateQuery<S extends AnyObjectSchema>(
  schema: S,
  query: unknown,
): Promise<InferType<S>> {
  const source = isPlainObject(query) ? query : {}
  const input: Record<string, unknown> = {}
  const repeated: FieldErrors = {}
  for (const name of Object.keys(schema.fields)) {
    const value = Object.hasOwn(source, name) ? source[name] : undefined
    if (Array.isArray(value)) repeated[name] = [messages.queryKeyRepeated]
    else input[name] = typeof value === 'string' && value.trim() !== '' ? value : undefined
  }
  if (Object.keys(repeated).length > 0) {
    throw new HttpError(422, messages.validationFailed, repeated)
  }
  let remembered = validQueries.get(schema)
  if (!remembered) {
    remembered = new LRUCache<string, object>({ max: REMEMBERED_QUERIES })
    validQueries.set(schema, remembered)
  }
  const key = JSON.stringify(input)
  const known = remembered.get(key)
  if (known) return known as InferType<S>
  const valid = await validate(schema, input, undefined, unstorable(input))
  remembered.set(key, Object.freeze(valid))
  return valid
}

const shallow = (value: unknown) =>
  Array.isArray(value) ? [] : typeof value === 'object' && value !== null ? {} : value

/** The fields whose text could not be stored, each with the message that says so. */
function unstorable(input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {}
  for (const [name, value] of Object.entries(input)) {
    if (typeof value !== 'string') continue
    if (!isStorableText(value)) errors[name] = [inputMessages.nulCharacter]
    else if (!isWellFormedText(value)) errors[name] = [inputMessages.loneSurrogate]
  }
  return errors
}

async function validate<S extends AnyObjectSchema>(
  schema: S,
  input: Record<string, unknown>,
  context: Record<string, unknown> | undefined,
  refused: FieldErrors,
): Promise<InferType<S>> {
  let valid: InferType<S>
  try {
    valid = (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
      ...(context ? { context } : {}),
    })) as InferType<S>
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new HttpError(422, messages.validationFailed, { ...toFieldErrors(error), ...refused })
    }
    throw error
  }
  if (Object.keys(refused).length > 0) {
    throw new HttpError(422, messages.validationFailed, refused)
  }
  return valid
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {}
  const inner = error.inner.length > 0 ? error.inner : [error]
  for (const issue of inner) {
    const field = issue.path ?? '_'
    const list = (errors[field] ??= [])
    for (const message of issue.errors) if (!list.includes(message)) list.push(message)
  }
  return errors
}
