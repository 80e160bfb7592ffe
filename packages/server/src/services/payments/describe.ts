import { RECUR_PREMIUM_NAME, SMARTCARD_FIELD } from '@recur/api'
import { addMonths, format, parseISO } from 'date-fns'
import type { CheckoutPurchase } from '../../adapters/gateway/gateway'
import type { ProviderService, ProviderVariation } from '../../adapters/bills/provider'
import { DomainError } from '../../domain/errors'
import { formatNaira as naira } from '../../domain/money'
import { isOwnProduct, type Catalogue } from '../catalogue'
import { paymentMessages } from './messages'

/** What a payment shows of itself: in the ledger, on the checkout, on the subscription row. */

export const maskNumber = (n: string) => (n.length > 6 ? `${n.slice(0, 4)}****${n.slice(-2)}` : n)

/** The last day of a paid period of `months` starting on `start`. */
export const endDate = (start: string, months: number) =>
  format(addMonths(parseISO(start), months), 'yyyy-MM-dd')

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`

/** The ledger's description of a payment: the bouquet, and the masked smartcard or the period. */
export const describe = (
  service: ProviderService,
  variation: ProviderVariation,
  smartcard: string | undefined,
) => {
  const label = service.fields.find((f) => f.name === SMARTCARD_FIELD)?.label ?? 'Smartcard'
  return smartcard
    ? `${variation.name} (${label} ${maskNumber(smartcard)})`
    : `${variation.name} (${months(variation.months)})`
}

/** What the card checkout shows: the service, the bouquet, the smartcard, amount and fee. */
export const purchaseOf = (
  service: ProviderService,
  variation: ProviderVariation,
  smartcard: string | undefined,
): CheckoutPurchase => {
  const field = service.fields.find((f) => f.name === SMARTCARD_FIELD)
  return {
    title: isOwnProduct(service) ? RECUR_PREMIUM_NAME : variation.name,
    lines: [
      { label: 'Service', value: service.name },
      { label: 'Bouquet', value: variation.name },
      ...(smartcard && field ? [{ label: field.label, value: maskNumber(smartcard) }] : []),
      { label: 'Period', value: months(variation.months) },
      { label: 'Price', value: naira(variation.amountKobo) },
      { label: 'Fee', value: naira(variation.feeKobo) },
    ],
  }
}

/** The service and bouquet a payment names, from the catalogue (never from the client). */
export function createLookup(catalogue: Catalogue) {
  return async (serviceName: string, variationCode: string) => {
    const service = await catalogue.find(serviceName)
    const variation = service.variations.find((v) => v.code === variationCode)
    if (!variation) {
      throw new DomainError('invalid', paymentMessages.unknownVariation, {
        variation_code: [paymentMessages.unknownVariation],
      })
    }
    return { service, variation }
  }
}

export type Lookup = ReturnType<typeof createLookup>
