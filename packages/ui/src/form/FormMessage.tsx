import { Banner } from '../primitives/Banner'
import { useEditedSince } from './ServerErrors'
import type { FormStatus } from './types'

export interface FormMessageProps {
  status?: FormStatus
  message?: string
}

/**
 * The server's message under a form: error styling on error, success styling on success. An
 * error is about what was sent: once a field changes it no longer applies and goes away.
 */
export function FormMessage({ status = 'idle', message }: FormMessageProps) {
  const edited = useEditedSince(`${status}\u0000${message ?? ''}`)
  if (!message || (status !== 'error' && status !== 'success')) return null
  if (status === 'error' && edited) return null
  return <Banner tone={status === 'error' ? 'danger' : 'success'}>{message}</Banner>
}
