import { SupportView } from '@recur/ui'
import { config } from '../config'

/** Spec §2 Support. */
export function SupportScreen() {
  return <SupportView supportEmail={config.supportEmail} />
}
