import { PageTitle, SupportView } from '@recur/ui'
import { config } from '../config'

/** Spec §2 Support. */
export function SupportScreen() {
  return (
    <>
      <PageTitle>Support</PageTitle>
      <SupportView supportEmail={config.supportEmail} />
    </>
  )
}
