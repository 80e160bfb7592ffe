import { messages, pages, resetPasswordSchema } from '@recur/api'
import { ResetPasswordForm } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useApi } from '../api'

export function ResetPasswordScreen() {
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
