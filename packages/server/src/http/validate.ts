import { messages, type FieldErrors } from '@recur/api'
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup'
import { HttpError } from './errors'

/**
 * Validates a request body with one of the contract's yup schemas (the same the forms use), so
 * the client sees the spec's exact messages. A body that is not a JSON object counts as an empty
 * one, and a value of the wrong type (a number, array or object where text belongs) counts as
 * absent: either way the field's own "required" message is reported, and nothing is coerced.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  const source = isPlainObject(body) ? body : {}
  const input: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(schema.fields)) {
    const value = Object.hasOwn(source, name) ? source[name] : undefined
    const type = (field as { type?: string }).type
    input[name] = type === 'string' && typeof value !== 'string' ? undefined : value
  }
  try {
    return (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
    })) as InferType<S>
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new HttpError(422, messages.validationFailed, toFieldErrors(error))
    }
    throw error
  }
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
