import { pages } from '@recur/api'
import { LoginForm } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../api'
import { config } from '../config'
import { useCompleteSignIn } from '../session/useCompleteSignIn'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'

// The form's rules load after the page has painted (formSchemas.ts).
const loginSchema = formSchema('loginSchema')

export function LoginScreen() {
  useIdlePreload(formSchemas)
  const { mutations } = useApi()
  const login = useMutation(mutations.login())
  const completeSignIn = useCompleteSignIn()
  return (
    <LoginForm
      validationSchema={loginSchema}
      status={login.status}
      message={login.error?.message ?? login.data?.message}
      onSubmit={(values) =>
        login.mutate(values, { onSuccess: (res) => completeSignIn(res.data.user) })
      }
      forgotPasswordHref={pages.forgotPassword}
      signUpHref={pages.signup}
      productName={config.productName}
    />
  )
}
