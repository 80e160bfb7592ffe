import type { ReactNode } from 'react'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'

/** The words of every retry offered after a failed load. */
export const TRY_AGAIN = 'Try again'

export interface LoadFailedBannerProps {
  /** What could not be loaded, e.g. 'We could not load your calendar feed.' */
  children: ReactNode
  /** Shows 'Try again' (e.g. refetch the section's query). */
  onRetry?: () => void
}

/** A section of a page whose data did not load: an alert saying so, with Try again. */
export function LoadFailedBanner({ children, onRetry }: LoadFailedBannerProps) {
  return (
    <Banner
      tone="danger"
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {TRY_AGAIN}
          </Button>
        )
      }
    >
      {children}
    </Banner>
  )
}
