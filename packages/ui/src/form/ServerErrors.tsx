import { useFormikContext } from 'formik'
import { createContext, useContext, useState, type ReactNode } from 'react'
import type { ServerErrors } from './types'

interface Snapshot {
  key: string
  errors: ServerErrors
  values: Record<string, unknown>
}

const ServerErrorsContext = createContext<(name: string) => string | undefined>(() => undefined)

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

  return <ServerErrorsContext.Provider value={errorFor}>{children}</ServerErrorsContext.Provider>
}

export function useServerError(name: string): string | undefined {
  return useContext(ServerErrorsContext)(name)
}
