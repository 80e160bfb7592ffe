import { useId } from 'react'
import { FormikEmailField, FormikForm, FormikPasswordField, FormMessage } from '../../form'
import type { FormViewProps } from '../../form'
import { Button } from '../../primitives/Button'
import { Link } from '../../primitives/Link'
import { AuthHeader, AuthStack, Brand, FieldAside, Footnote } from '../AuthForm'

/** Spec §3, login payload. */
export interface LoginValues {
  email: string
  password: string
}

export interface LoginFormProps extends FormViewProps<LoginValues> {
  forgotPasswordHref: string
  signUpHref: string
  productName?: string
}

const initialValues: LoginValues = { email: '', password: '' }

/** Sign in (spec §2 Login): 'Welcome Back To Recur', e-mail and password, 'Login'. */
export function LoginForm({
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  serverErrors,
  forgotPasswordHref,
  signUpHref,
  productName = 'Recur',
}: LoginFormProps) {
  const titleId = useId()
  return (
    <AuthStack>
      <AuthHeader
        id={titleId}
        title={
          <>
            Welcome Back To <Brand>{productName}</Brand>
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
        <FormikPasswordField name="password" label="Password" autoComplete="current-password" />
        <FieldAside>
          <Link href={forgotPasswordHref}>Forgot Password?</Link>
        </FieldAside>
        <Button type="submit" fullWidth isPending={status === 'pending'} pendingLabel="Processing">
          Login
        </Button>
        <FormMessage status={status} message={message} />
      </FormikForm>
      <Footnote>
        Don&apos;t have an account? <Link href={signUpHref}>Sign Up here</Link>
      </Footnote>
    </AuthStack>
  )
}
