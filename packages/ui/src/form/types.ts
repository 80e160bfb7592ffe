/** Where a submitted form stands (spec §4): idle, pending ('Processing'), error, success. */
export type FormStatus = 'idle' | 'pending' | 'error' | 'success'

/**
 * What formik needs of a validation schema. The app passes the contract's yup schema; the
 * design system depends on no schema library and on no package of ours.
 */
export interface ValidationSchema {
  validate(value: unknown, options?: object): Promise<unknown>
}

/** Field messages from the server, by field name (e.g. the first of `errors.email`). */
export type ServerErrors = Partial<Record<string, string>>

/** The contract every form view follows: schema and state in, values out. */
export interface FormViewProps<Values> {
  /** The contract's schema (e.g. `loginSchema` from @recur/api): one source of messages. */
  validationSchema: ValidationSchema
  /** Called with the field values once they pass the schema. */
  onSubmit: (values: Values) => void
  status?: FormStatus
  /** The server's message, shown under the form: error styling on error, success on success. */
  message?: string
  /** Field errors from the server, shown under their fields until the value changes. */
  serverErrors?: ServerErrors
}
