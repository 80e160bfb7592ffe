import { messages, pages } from '@recur/api'
import { ResetPasswordForm } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useApi } from '../api'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'

// The form's rules load after the page has painted (formSchemas.ts).
const resetPasswordSchema = formSchema('resetPasswordSchema')

export function ResetPasswordScreen() {
  useIdlePreload(formSchemas)
  const { mutations } = useApi()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const reset = useMutation(mutations.resetPassword())
  return (
    <ResetPasswordForm
      validationSchema={resetPasswordSchema}
      token={params.get('token') ?? ''}
      newLinkHref={pages.forgotPassword}
      status={reset.status}
      // Spec §8: a failure always reads 'Token not found!'.
      message={reset.isError ? messages.resetPasswordFailed : undefined}
      onSubmit={(values) =>
        reset.mutate(values, {
          onSuccess: () => void navigate(pages.resetSuccess, { replace: true }),
        })
      }
    />
  )
}
