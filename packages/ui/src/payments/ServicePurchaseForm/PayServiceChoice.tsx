import { messages, type Service, type ServiceVariation, type ViewStatus } from '@recur/api/contract'
import styled from 'styled-components'
import { formatNaira } from '../../format'
import { Button } from '../../primitives/Button'
import { NativeSelect } from '../../primitives/NativeSelect'
import { space } from '../../theme'
import { ServiceGrid } from '../ServiceGrid'
import { payText } from '../types'

/** A list the app fetches: 'idle' until there is something to fetch (no service chosen yet). */
export type PayListStatus = 'idle' | ViewStatus

export interface PayServiceChoiceProps {
  services: readonly Service[]
  servicesStatus?: ViewStatus
  onRetryServices?: () => void
  /** The chosen service's name; '' for none. */
  service: string
  onServiceChange: (name: string) => void
  onServiceBlur?: () => void
  /** Shown under the services once they were left. */
  serviceError?: string
  /** GET /service-payment/variations for the chosen service. */
  bouquets: readonly ServiceVariation[]
  bouquetsStatus: PayListStatus
  /** The chosen bouquet's variation_code; '' for none. */
  bouquet: string
  onBouquetChange: (code: string) => void
  bouquetError?: string
  /** Offered under 'Service Type' when the bouquets failed to load. */
  onRetryBouquets?: () => void
}

const Retry = styled.div`
  margin-top: calc(-1 * ${space[3]});
`

/**
 * What to pay for (spec §2, §4): the service grid, then 'Service Type' with the service's
 * bouquets, each with what it costs in all; disabled until a service is chosen, 'Loading...'
 * while its bouquets load, and a retry when they failed.
 */
export function PayServiceChoice({
  services,
  servicesStatus = 'ready',
  onRetryServices,
  service,
  onServiceChange,
  onServiceBlur,
  serviceError,
  bouquets,
  bouquetsStatus,
  bouquet,
  onBouquetChange,
  bouquetError,
  onRetryBouquets,
}: PayServiceChoiceProps) {
  const placeholder =
    bouquetsStatus === 'loading'
      ? messages.loading
      : bouquetsStatus === 'error'
        ? 'Could not load the bouquets'
        : 'Choose a bouquet'
  return (
    <>
      <ServiceGrid
        services={services}
        status={servicesStatus}
        onRetry={onRetryServices}
        value={service || null}
        onChange={onServiceChange}
        onBlur={onServiceBlur}
        errorMessage={serviceError}
      />
      {/* The browser's own select: on a phone the system's picker, and no list code to load. */}
      <NativeSelect
        label={payText.serviceType}
        placeholder={placeholder}
        // Each bouquet with what it costs in all (amount and fee), so the list can be compared.
        options={bouquets.map((b) => ({
          id: b.variation_code,
          label: payText.bouquetOption(b.name, formatNaira(b.total)),
        }))}
        value={bouquet}
        disabled={!service || bouquetsStatus !== 'ready'}
        onChange={onBouquetChange}
        errorMessage={bouquetError}
      />
      {bouquetsStatus === 'error' && service && onRetryBouquets && (
        <Retry>
          <Button variant="secondary" size="sm" onPress={onRetryBouquets}>
            Try loading the bouquets again
          </Button>
        </Retry>
      )}
    </>
  )
}
