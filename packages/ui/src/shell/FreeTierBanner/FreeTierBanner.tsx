import { Banner } from '../../primitives/Banner'
import { Link } from '../../primitives/Link'

export interface FreeTierBannerProps {
  /** The external pricing page (configured by the app). */
  pricingUrl: string
}

/** Shown when the user has reached the free tier's renewal limit (spec §2). */
export function FreeTierBanner({ pricingUrl }: FreeTierBannerProps) {
  return (
    <Banner
      tone="warning"
      live="none"
      title="You have reached the free-tier renewal limit"
      action={
        <Link href={pricingUrl} isExternal>
          See pricing
        </Link>
      }
    >
      Upgrade to keep renewing subscriptions. Your historical data remains accessible.
    </Banner>
  )
}
