import { pages } from '@recur/api/contract'
import { SignUpForm } from '@recur/ui'
import { config } from '../config'
import { useAuthPages } from './authPages'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'
import { useSubmission } from './useSubmission'

// The form's rules load after the page has painted (formSchemas.ts).
const registerSchema = formSchema('registerSchema')

export function SignUpScreen() {
  useIdlePreload(formSchemas)
  const { client, completeSignIn } = useAuthPages()
  const register = useSubmission(client.register)
  // Spec §8: the first message of errors.email if present, else the response message.
  const message = register.error
    ? (register.error.firstError('email') ?? register.error.message)
    : register.data?.message
  return (
    <SignUpForm
      validationSchema={registerSchema}
      status={register.status}
      message={message}
      onSubmit={(values) => register.submit(values, (res) => completeSignIn(res.data.user))}
      loginHref={pages.login}
      productName={config.productName}
    />
  )
}
