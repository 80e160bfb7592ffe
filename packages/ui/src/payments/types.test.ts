// @vitest-environment node
import {
  PAYMENT_METHODS,
  SMARTCARD_FIELD,
  messages,
  paymentFailedMessage,
  type ExtraServiceField,
  type PaymentMethod,
  type PaymentResult,
  type Service,
  type ServiceVariation,
  type SmartcardCheck,
} from '@recur/api'
import { paymentFixtures } from '@recur/api/mocks'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  isActivePayment,
  payText,
  SERVICE_PAYMENT_METHODS,
  SMARTCARD_FIELD_NAME,
  type PayableService,
  type ServiceBouquet,
  type ServiceExtraField,
  type ServicePaymentMethod,
  type ServicePaymentResult,
  type SmartcardDetails,
} from './types'

describe('the pay-for-service types', () => {
  it("take the contract's types as they are (checked by the type checker)", () => {
    expectTypeOf<Service>().toExtend<PayableService>()
    expectTypeOf<ServiceVariation>().toExtend<ServiceBouquet>()
    expectTypeOf<ExtraServiceField>().toExtend<ServiceExtraField>()
    expectTypeOf<SmartcardCheck>().toExtend<SmartcardDetails>()
    expectTypeOf<PaymentResult>().toExtend<ServicePaymentResult>()
    expectTypeOf<PaymentMethod>().toEqualTypeOf<ServicePaymentMethod>()
  })

  it('agree with the contract on its constants and messages', () => {
    expect([...SERVICE_PAYMENT_METHODS]).toEqual([...PAYMENT_METHODS])
    expect(SMARTCARD_FIELD_NAME).toBe(SMARTCARD_FIELD)
    expect(payText.paymentSuccessful).toBe(messages.paymentSuccessful)
    expect(payText.smartcardUnverified).toBe(messages.smartcardUnverified)
    expect(payText.insufficientFunds).toBe(messages.insufficientFunds)
    expect(payText.paymentFailed('Declined')).toBe(paymentFailedMessage('Declined'))
    expect(paymentFixtures.smartcardFields()[0]?.name).toBe(SMARTCARD_FIELD_NAME)
  })

  it.each([
    ['active', true],
    ['Active', true],
    ['subscription active', true],
    ['inactive', false],
    ['expired', false],
    ['pending', false],
    ['', false],
  ])('counts %o as active: %s', (status, active) => {
    expect(isActivePayment(status)).toBe(active)
  })
})
