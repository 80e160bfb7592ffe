import { pages } from '@recur/api'
import { SignUpForm } from '@recur/ui'
import { useMutation } from '@tanstack/react-query'
import { useApi } from '../api'
import { config } from '../config'
import { useCompleteSignIn } from '../session/useCompleteSignIn'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'

// The form's rules load after the page has painted (formSchemas.ts).
const registerSchema = formSchema('registerSchema')

export function SignUpScreen() {
  useIdlePreload(formSchemas)
  const { mutations } = useApi()
  const register = useMutation(mutations.register())
  const completeSignIn = useCompleteSignIn()
  // Spec §8: the first message of errors.email if present, else the response message.
  const message = register.error
    ? (register.error.firstError('email') ?? register.error.message)
    : register.data?.message
  return (
    <SignUpForm
      validationSchema={registerSchema}
      status={register.status}
      message={message}
      onSubmit={(values) =>
        register.mutate(values, { onSuccess: (res) => completeSignIn(res.data.user) })
      }
      loginHref={pages.login}
      productName={config.productName}
    />
  )
}
