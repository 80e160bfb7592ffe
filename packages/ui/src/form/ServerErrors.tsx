import { useFormikContext } from 'formik'
import { createContext, useContext, useState, type ReactNode } from 'react'
import type { ServerErrors } from './types'

interface Snapshot {
  key: string
  errors: ServerErrors
  values: Record<string, unknown>
}

const ServerErrorsContext = createContext<(name: string) => string | undefined>(() => undefined)
/** The form's current values, for what must notice an edit (null outside a form). */
const FormValuesContext = createContext<Record<string, unknown> | null>(null)

/**
 * Keeps the server's field errors next to the values they were about: a message stays under
 * its field until the user changes that field, then the schema's own checks take over.
 */
export function ServerErrorsProvider({
  serverErrors = {},
  children,
}: {
  serverErrors?: ServerErrors
  children: ReactNode
}) {
  const { values } = useFormikContext<Record<string, unknown>>()
  const key = JSON.stringify(serverErrors)
  const [snapshot, setSnapshot] = useState<Snapshot>({ key, errors: serverErrors, values })
  // New errors from the server: remember the values they answered (React's "adjust state
  // while rendering" pattern, so there is no render with stale errors).
  if (snapshot.key !== key) setSnapshot({ key, errors: serverErrors, values })

  const errorFor = (name: string) =>
    Object.is(snapshot.values[name], values[name]) ? snapshot.errors[name] : undefined

  return (
    <ServerErrorsContext.Provider value={errorFor}>
      <FormValuesContext.Provider value={values}>{children}</FormValuesContext.Provider>
    </ServerErrorsContext.Provider>
  )
}

export function useServerError(name: string): string | undefined {
  return useContext(ServerErrorsContext)(name)
}

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys({ ...a, ...b }).every((name) => Object.is(a[name], b[name]))

/**
 * Whether any field of the surrounding form has changed since `key` (e.g. the server's answer)
 * last changed. Always false outside a form.
 */
export function useEditedSince(key: string): boolean {
  const values = useContext(FormValuesContext)
  const [snapshot, setSnapshot] = useState({ key, values })
  if (snapshot.key !== key) setSnapshot({ key, values })
  if (!values || !snapshot.values || snapshot.key !== key) return false
  return !sameValues(snapshot.values, values)
}
