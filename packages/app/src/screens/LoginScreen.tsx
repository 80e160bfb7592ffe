import { pages } from '@recur/api/contract'
import { LoginForm } from '@recur/ui'
import { config } from '../config'
import { useAuthPages } from './authPages'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'
import { useSubmission } from './useSubmission'

// The form's rules load after the page has painted (formSchemas.ts).
const loginSchema = formSchema('loginSchema')

export function LoginScreen() {
  useIdlePreload(formSchemas)
  const { client, completeSignIn } = useAuthPages()
  const login = useSubmission(client.login)
  return (
    <LoginForm
      validationSchema={loginSchema}
      status={login.status}
      message={login.error?.message ?? login.data?.message}
      onSubmit={(values) => login.submit(values, (res) => completeSignIn(res.data.user))}
      forgotPasswordHref={pages.forgotPassword}
      signUpHref={pages.signup}
      productName={config.productName}
    />
  )
}
