import type { ValidationSchema } from '@recur/ui'
import { registerPart } from './deferred'
import type * as SchemasModule from './schemas'

type Schemas = typeof SchemasModule

let loaded: Schemas | undefined
let loading: Promise<Schemas> | undefined

/**
 * The contract's form schemas (schemas.ts): yup and every form's rules, about 12 kB of gzip
 * JavaScript that a form needs only once something is typed or sent, not to paint. Asked for
 * once (again after a failure); a form's screen starts it when the browser is idle after its
 * first paint (`useIdlePreload(formSchemas)`), and a form's first check waits for it if it is not
 * in yet. The worker precaches the chunk, so forms check offline too.
 */
export const formSchemas = {
  preload: (): Promise<Schemas> =>
    (loading ??= import('./schemas').then(
      (schemas) => (loaded = schemas),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )),
  isLoaded: () => loaded !== undefined,
}
registerPart(formSchemas.preload)

/**
 * A form's schema for formik (the ui's `ValidationSchema`): the contract's, once the schemas'
 * chunk is in. yup's answers and errors are the schema's own, so the messages are unchanged.
 */
export function formSchema(name: keyof Schemas): ValidationSchema {
  return {
    validate: async (value, options) => {
      const schema: ValidationSchema = (await formSchemas.preload())[name]
      return schema.validate(value, options)
    },
  }
}
