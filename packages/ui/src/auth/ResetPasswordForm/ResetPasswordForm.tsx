import { useFormikContext } from 'formik'
import { useId } from 'react'
import { FormikForm, FormikPasswordField, FormMessage } from '../../form'
import type { FormViewProps } from '../../form'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'
import { AuthHeader, AuthStack } from '../AuthForm'

/** Spec §3, reset payload. */
export interface ResetPasswordValues {
  token: string
  password: string
  password_confirmation: string
}

export interface ResetPasswordFormProps extends FormViewProps<ResetPasswordValues> {
  /** The reset token from the link's query string; sent as a hidden field. */
  token: string
}

/** The hidden token has no field to show its error under, so it shows above the button. */
function TokenError() {
  const { errors, submitCount } = useFormikContext<ResetPasswordValues>()
  return submitCount > 0 && errors.token ? <Banner tone="danger">{errors.token}</Banner> : null
}

/** Choose a new password (spec §2 Reset password). */
export function ResetPasswordForm({
  token,
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  serverErrors,
}: ResetPasswordFormProps) {
  const titleId = useId()
  return (
    <AuthStack>
      <AuthHeader id={titleId} title="Reset Password">
        Change your password to one you&apos;ll easily remember.
      </AuthHeader>
      <FormikForm
        key={token}
        initialValues={{ token, password: '', password_confirmation: '' }}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        aria-labelledby={titleId}
      >
        <input type="hidden" name="token" value={token} />
        <FormikPasswordField name="password" label="New Password" autoComplete="new-password" />
        <FormikPasswordField
          name="password_confirmation"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <TokenError />
        <Button type="submit" fullWidth isPending={status === 'pending'} pendingLabel="Processing">
          Reset Password
        </Button>
        <FormMessage status={status} message={message} />
      </FormikForm>
    </AuthStack>
  )
}
