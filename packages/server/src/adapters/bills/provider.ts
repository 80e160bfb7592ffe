import type { ExtraServiceField, SmartcardCheck } from '@recur/api'
import { lagosMinuteStamp } from '../../domain/calendar'

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

/**
 * The request id a provider is given for a debit, in VTpass's documented format: Lagos time
 * `YYYYMMDDHHII` followed by alphanumerics. Debit references carry that time
 * (`RCR-PAY-<stamp>-<random>`), so the id is rebuilt from the reference alone for every requery,
 * even by reconciliation after a restart. An older reference without it uses the row's
 * creation time.
 */
export function providerRequestId(debit: { createdAt: Date; reference: string }): string {
  const stamped = /^RCR-PAY-(\d{12})-([A-Za-z0-9]+)$/.exec(debit.reference)
  if (stamped) return `${stamped[1]}${stamped[2]}`
  const suffix = debit.reference.replace(/[^A-Za-z0-9]/g, '').slice(-20)
  return `${lagosMinuteStamp(debit.createdAt)}${suffix}`
}

export interface PurchaseRequest {
  /** Unique per purchase (`providerRequestId`); the provider deduplicates on it, requery asks by it. */
  requestId: string
  /** A renewal of a period paid through Recur ('renew'), else a bouquet bought ('change'). */
  subscriptionType?: 'change' | 'renew'
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
