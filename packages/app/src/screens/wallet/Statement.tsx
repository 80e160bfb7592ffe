import { statementRequestSchema, todayIso } from '@recur/api'
import { StatementExport } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useApi } from '../../api'
import { startDownload } from '../download'
import { fieldErrorsOf } from '../fieldErrors'

/** This month in Lagos, its first day to its last: where a statement starts. */
function currentMonth(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return {
    from: `${today.slice(0, 7)}-01`,
    to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}`,
  }
}

/**
 * The statement of a range of days (issue 16), downloaded as a CSV. A chunk of its own (its date
 * pickers, the form and the schema), loaded after My Wallet has painted (WalletScreen.tsx).
 */
export function Statement() {
  const { mutations } = useApi()
  const exporting = useMutation({ ...mutations.exportStatement(), onSuccess: startDownload })
  const [defaultRange] = useState(() => currentMonth(todayIso()))
  return (
    <StatementExport
      defaultRange={defaultRange}
      validationSchema={statementRequestSchema}
      onSubmit={(range) => exporting.mutate(range)}
      status={exporting.isPending ? 'pending' : exporting.isError ? 'error' : 'idle'}
      message={exporting.error?.message}
      serverErrors={fieldErrorsOf(exporting.error)}
    />
  )
}
