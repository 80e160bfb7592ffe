import type { ExtraServiceField, SmartcardCheck } from '@recur/api'

/** A bouquet as a provider sells it; money in kobo. `months` is the period it pays for. */
export interface ProviderVariation {
  code: string
  name: string
  amountKobo: bigint
  feeKobo: bigint
  months: number
}

export interface ProviderService {
  /** Stable id (Service.uid). */
  uid: string
  /** Display name (Service.name); its lower case is the `service_name` of the requests. */
  name: string
  /** The artwork's slug: /services/<slug>.svg. */
  slug: string
  fields: ExtraServiceField[]
  variations: ProviderVariation[]
}

export interface PurchaseRequest {
  /** Unique per purchase; the provider deduplicates on it and requery asks by it. */
  requestId: string
  service: ProviderService
  variation: ProviderVariation
  smartcardNumber: string | undefined
  phoneNumber: string
  email: string
}

export type PurchaseAnswer =
  | { status: 'delivered'; providerReference: string }
  | { status: 'failed'; message: string }
  /** The provider has not said (yet): ask again with `requery`. */
  | { status: 'pending' }

/**
 * A bill provider (DStv, GOtv, … through an aggregator). The sandbox catalogue is the default;
 * a real aggregator (VTpass) fits the same five calls.
 */
export interface BillProvider {
  readonly name: string
  services(): Promise<ProviderService[]>
  /** undefined: the number names no customer of this service. */
  verifySmartcard(
    service: ProviderService,
    smartcardNumber: string,
  ): Promise<SmartcardCheck | undefined>
  purchase(request: PurchaseRequest, signal: AbortSignal): Promise<PurchaseAnswer>
  requery(requestId: string): Promise<PurchaseAnswer>
}
