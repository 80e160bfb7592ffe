import { useId } from 'react'
import { FormikEmailField, FormikForm, FormMessage } from '../../form'
import type { FormViewProps } from '../../form'
import { Button } from '../../primitives/Button'
import { Link } from '../../primitives/Link'
import { AuthHeader, AuthStack, Footnote } from '../AuthForm'

/** Spec §3, forgot-password payload. */
export interface ForgotPasswordValues {
  email: string
}

export interface ForgotPasswordFormProps extends FormViewProps<ForgotPasswordValues> {
  /** 'Back to Login' under the form, when given. */
  loginHref?: string
}

const initialValues: ForgotPasswordValues = { email: '' }

/** Ask for a reset link (spec §2 Forgot password). */
export function ForgotPasswordForm({
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  serverErrors,
  loginHref,
}: ForgotPasswordFormProps) {
  const titleId = useId()
  return (
    <AuthStack>
      <AuthHeader id={titleId} title="Forgot Password?">
        Enter your email address below to receive password reset code.
      </AuthHeader>
      <FormikForm
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        aria-labelledby={titleId}
      >
        <FormikEmailField name="email" />
        <Button type="submit" fullWidth isPending={status === 'pending'} pendingLabel="Processing">
          Submit
        </Button>
        <FormMessage status={status} message={message} />
      </FormikForm>
      {loginHref && (
        <Footnote>
          Remembered it? <Link href={loginHref}>Back to Login</Link>
        </Footnote>
      )}
    </AuthStack>
  )
}
