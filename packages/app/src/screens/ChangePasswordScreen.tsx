import { changePasswordSchema } from '@recur/api'
import { ChangePasswordForm, PageTitle } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../api'
import { fieldErrorsOf } from './fieldErrors'

export function ChangePasswordScreen() {
  const { mutations } = useApi()
  const change = useMutation(mutations.changePassword())
  const fieldErrors = fieldErrorsOf(change.error)
  // An error about a field is said once, under that field; the rest under the form.
  const errorMessage =
    fieldErrors && Object.keys(fieldErrors).length > 0 ? undefined : change.error?.message
  return (
    <>
      <PageTitle>Change password</PageTitle>
      <ChangePasswordForm
        // A changed password empties the form: the success message stands alone under it.
        key={change.isSuccess ? change.submittedAt : 'form'}
        validationSchema={changePasswordSchema}
        status={change.status}
        message={errorMessage ?? change.data?.message}
        serverErrors={fieldErrors}
        onSubmit={(values) => change.mutate(values)}
      />
    </>
  )
}
