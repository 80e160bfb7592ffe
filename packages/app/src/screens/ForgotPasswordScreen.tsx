import { messages, pages } from '@recur/api'
import { ForgotPasswordForm } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../api'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'

// The form's rules load after the page has painted (formSchemas.ts).
const forgotPasswordSchema = formSchema('forgotPasswordSchema')

export function ForgotPasswordScreen() {
  useIdlePreload(formSchemas)
  const { mutations } = useApi()
  const forgot = useMutation(mutations.forgotPassword())
  // Spec §8: a failure always reads 'Email not found!'; a success shows the server's message.
  const message = forgot.isError ? messages.forgotPasswordFailed : forgot.data?.message
  return (
    <ForgotPasswordForm
      validationSchema={forgotPasswordSchema}
      status={forgot.status}
      message={message}
      onSubmit={(values) => forgot.mutate(values)}
      loginHref={pages.login}
    />
  )
}
