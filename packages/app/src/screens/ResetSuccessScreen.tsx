import { pages } from '@recur/api/contract'
import { ResetSuccess } from '@recur/ui'

export function ResetSuccessScreen() {
  return <ResetSuccess loginHref={pages.login} />
}
