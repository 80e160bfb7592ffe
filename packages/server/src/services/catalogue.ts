import {
  messages,
  RECUR_PREMIUM_NAME,
  SMARTCARD_FIELD,
  type ExtraServiceField,
  type Service,
  type ServiceVariation,
  type SmartcardCheck,
} from '@recur/api'
import { DomainError } from '../domain/errors'
import { koboToAmount } from '../domain/money'
import type { BillProvider, ProviderService, ProviderVariation } from '../adapters/bills/provider'

/** Recur Premium's monthly price in naira (no fee): Recur sells it itself, no provider involved. */
export const RECUR_PREMIUM_PRICE = 2_500

/** Recur's own product, payable like any bouquet; paying it upgrades the plan to Premium. */
export const RECUR_PREMIUM_SERVICE: ProviderService = {
  uid: 'svc_recur_premium',
  name: RECUR_PREMIUM_NAME,
  slug: 'recur-premium',
  fields: [],
  variations: [
    {
      code: 'recur-premium-monthly',
      name: RECUR_PREMIUM_NAME,
      amountKobo: BigInt(RECUR_PREMIUM_PRICE) * 100n,
      feeKobo: 0n,
      months: 1,
    },
  ],
}

export const isOwnProduct = (service: ProviderService) => service.uid === RECUR_PREMIUM_SERVICE.uid

export const serviceImagePath = (slug: string) => `/services/${slug}.svg`

export const catalogueMessages = {
  unknownService: 'Choose one of the listed services.',
}

const unknownService = () =>
  new DomainError('invalid', catalogueMessages.unknownService, {
    service_name: [catalogueMessages.unknownService],
  })

/**
 * A provider that cannot be reached, or answers what we cannot read, is the provider's outage,
 * not a bug of ours: a 503 in the envelope, with no money moved. Our own answers pass through.
 */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof DomainError) throw error
    throw new DomainError('provider-unavailable', undefined, {}, { cause: error })
  }
}

export const toVariation = (v: ProviderVariation): ServiceVariation => ({
  variation_code: v.code,
  name: v.name,
  amount: koboToAmount(v.amountKobo),
  fee: koboToAmount(v.feeKobo),
  total: koboToAmount(v.amountKobo + v.feeKobo),
})

/** The payable services: the provider's, then Recur Premium. Names match in any case. */
export function createCatalogue(provider: BillProvider) {
  const all = async () => [
    ...(await fromProvider(() => provider.services())),
    RECUR_PREMIUM_SERVICE,
  ]

  const find = async (serviceName: string | undefined): Promise<ProviderService> => {
    const wanted = serviceName?.trim().toLowerCase()
    const service = wanted ? (await all()).find((s) => s.name.toLowerCase() === wanted) : undefined
    if (!service) throw unknownService()
    return service
  }

  return {
    provider,
    find,

    async list(): Promise<Service[]> {
      return (await all()).map((s) => ({
        uid: s.uid,
        name: s.name,
        image_url: serviceImagePath(s.slug),
      }))
    },

    async slugs(): Promise<string[]> {
      return (await all()).map((s) => s.slug)
    },

    async variations(serviceName: string | undefined): Promise<ServiceVariation[]> {
      return (await find(serviceName)).variations.map(toVariation)
    },

    async fields(serviceName: string | undefined): Promise<ExtraServiceField[]> {
      return (await find(serviceName)).fields
    },

    /** The smartcard's customer, or a 422 with the spec's message. */
    async verifySmartcard(
      serviceName: string | undefined,
      smartcardNumber: string | undefined,
    ): Promise<SmartcardCheck> {
      const service = await find(serviceName)
      return verifyFor(provider, service, smartcardNumber)
    },
  }
}

export const needsSmartcard = (service: ProviderService) =>
  service.fields.some((f) => f.name === SMARTCARD_FIELD)

export async function verifyFor(
  provider: BillProvider,
  service: ProviderService,
  smartcardNumber: string | undefined,
): Promise<SmartcardCheck> {
  const number = smartcardNumber?.trim() ?? ''
  const found =
    needsSmartcard(service) && number !== ''
      ? await fromProvider(() => provider.verifySmartcard(service, number))
      : undefined
  if (!found?.customer_name) {
    throw new DomainError('invalid', messages.smartcardUnverified, {
      smartcard_number: [messages.smartcardUnverified],
    })
  }
  return found
}

export type Catalogue = ReturnType<typeof createCatalogue>
