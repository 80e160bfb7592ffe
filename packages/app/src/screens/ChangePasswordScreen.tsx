import { changePasswordSchema } from '@recur/api'
import { ChangePasswordForm, PageTitle } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../api'
import { fieldErrorsOf } from './fieldErrors'

export function ChangePasswordScreen() {
  const { mutations } = useApi()
  const change = useMutation(mutations.changePassword())
  return (
    <>
      <PageTitle>Change password</PageTitle>
      <ChangePasswordForm
        validationSchema={changePasswordSchema}
        status={change.status}
        message={change.error?.message ?? change.data?.message}
        serverErrors={fieldErrorsOf(change.error)}
        onSubmit={(values) => change.mutate(values)}
      />
    </>
  )
}
