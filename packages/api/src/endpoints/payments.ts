import { paths } from '../paths'
import type {
  CardPaymentOutcome,
  CardPaymentPending,
  ExtraServiceField,
  PaymentResult,
  Service,
  ServiceVariation,
  SmartcardCheck,
} from '../payments'
import { answer, endpoint, query } from './define'

/** Paying for a service: the catalogue, the smartcard check, the payment (spec §7 Service payment). */
export const paymentEndpoints = {
  services: endpoint({
    method: 'GET',
    path: paths.services,
    auth: true,
    query: query('servicesQuerySchema'),
    answer: answer<Service[]>('servicesAnswer'),
  }),
  serviceVariations: endpoint({
    method: 'GET',
    path: paths.serviceVariations,
    auth: true,
    query: query('serviceQuerySchema'),
    answer: answer<ServiceVariation[]>('variationsAnswer'),
  }),
  serviceFields: endpoint({
    method: 'GET',
    path: paths.serviceFields,
    auth: true,
    query: query('serviceQuerySchema'),
    answer: answer<ExtraServiceField[]>('serviceFieldsAnswer'),
  }),
  verifySmartcard: endpoint({
    method: 'GET',
    path: paths.verifySmartcard,
    auth: true,
    query: query('smartcardQuerySchema'),
    answer: answer<SmartcardCheck>('smartcardAnswer'),
  }),
  /**
   * One payment. The same Idempotency-Key on a retry answers the first attempt's result instead
   * of paying twice. Paid by card, the answer is the checkout to send the browser to.
   */
  pay: endpoint({
    method: 'POST',
    path: paths.pay,
    auth: true,
    body: 'paymentRequestSchema',
    idempotent: true,
    answer: answer<PaymentResult | CardPaymentPending>('paymentAnswer'),
  }),
  /** A card payment's outcome, by its checkout's reference (where the checkout returns to). */
  cardPayment: endpoint({
    method: 'GET',
    path: paths.cardPayment,
    auth: true,
    answer: answer<CardPaymentOutcome>('cardOutcomeAnswer'),
  }),
}
