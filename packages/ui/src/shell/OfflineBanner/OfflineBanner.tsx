import { Banner } from '../../primitives/Banner'

export interface OfflineBannerProps {
  /** Whether the device has no network now. Online, nothing is shown. */
  offline: boolean
}

/**
 * Above a signed-in page while the device is offline (beyond the spec, issue 16): the page shows
 * the data last loaded, and nothing can be changed until the network is back.
 */
export function OfflineBanner({ offline }: OfflineBannerProps) {
  if (!offline) return null
  return (
    <Banner tone="warning" live="status" title="You're offline">
      You're seeing the data Recur last loaded. Nothing can be paid, funded, renewed or changed
      until you're back online.
    </Banner>
  )
}
