import { Banner } from '../primitives/Banner'
import type { FormStatus } from './types'

export interface FormMessageProps {
  status?: FormStatus
  message?: string
}

/** The server's message under a form: error styling on error, success styling on success. */
export function FormMessage({ status = 'idle', message }: FormMessageProps) {
  if (!message || (status !== 'error' && status !== 'success')) return null
  return <Banner tone={status === 'error' ? 'danger' : 'success'}>{message}</Banner>
}
