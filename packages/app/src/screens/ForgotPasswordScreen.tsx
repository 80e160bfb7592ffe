import { messages, pages } from '@recur/api/contract'
import { ForgotPasswordForm } from '@recur/ui'
import { useAuthPages } from './authPages'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'
import { useSubmission } from './useSubmission'

// The form's rules load after the page has painted (formSchemas.ts).
const forgotPasswordSchema = formSchema('forgotPasswordSchema')

export function ForgotPasswordScreen() {
  useIdlePreload(formSchemas)
  const { client } = useAuthPages()
  const forgot = useSubmission(client.forgotPassword)
  // Spec §8: a failure always reads 'Email not found!'; a success shows the server's message.
  const message = forgot.status === 'error' ? messages.forgotPasswordFailed : forgot.data?.message
  return (
    <ForgotPasswordForm
      validationSchema={forgotPasswordSchema}
      status={forgot.status}
      message={message}
      onSubmit={(values) => forgot.submit(values)}
      loginHref={pages.login}
    />
  )
}
