import { ResetSuccess } from '@recur/ui'

export function ResetSuccessScreen() {
  return <ResetSuccess loginHref="/login" />
}
