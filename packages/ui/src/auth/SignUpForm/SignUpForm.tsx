import { useId } from 'react'
import { FormikEmailField, FormikForm, FormikPasswordField, FormMessage } from '../../form'
import type { FormViewProps } from '../../form'
import { Button } from '../../primitives/Button'
import { Link } from '../../primitives/Link'
import { AuthHeader, AuthStack, Brand, Footnote } from '../AuthForm'

/** Spec §3, registration payload. */
export interface SignUpValues {
  email: string
  password: string
  password_confirmation: string
}

export interface SignUpFormProps extends FormViewProps<SignUpValues> {
  loginHref: string
  productName?: string
}

const initialValues: SignUpValues = { email: '', password: '', password_confirmation: '' }

/** Register (spec §2 Sign-up): 'Welcome To Recur', e-mail, password twice, 'Sign Up'. */
export function SignUpForm({
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  serverErrors,
  loginHref,
  productName = 'Recur',
}: SignUpFormProps) {
  const titleId = useId()
  return (
    <AuthStack>
      <AuthHeader
        id={titleId}
        title={
          <>
            Welcome To <Brand>{productName}</Brand>
          </>
        }
      />
      <FormikForm
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        aria-labelledby={titleId}
      >
        <FormikEmailField name="email" />
        <FormikPasswordField name="password" label="Password" autoComplete="new-password" />
        <FormikPasswordField
          name="password_confirmation"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth isPending={status === 'pending'} pendingLabel="Processing">
          Sign Up
        </Button>
        <FormMessage status={status} message={message} />
      </FormikForm>
      <Footnote>
        Already have an account? <Link href={loginHref}>Login here</Link>
      </Footnote>
    </AuthStack>
  )
}
