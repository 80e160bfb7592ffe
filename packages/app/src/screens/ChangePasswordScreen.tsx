import { ChangePasswordForm, PageTitle } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../api'
import { fieldErrorsOf } from './fieldErrors'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'

// The form's rules load after the page has painted (formSchemas.ts).
const changePasswordSchema = formSchema('changePasswordSchema')

export function ChangePasswordScreen() {
  useIdlePreload(formSchemas)
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
