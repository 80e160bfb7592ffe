import { array, boolean, lazy, mixed, number, object, string, type ISchema } from 'yup'
import { IMPORT_FORMATS } from '../importing'
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../payments'
import { CURRENCY_CODES } from '../types'

/*
 * The shapes of the answers' `data` (types in ../types.ts, ../payments.ts, ../dashboard.ts), for
 * the endpoint tables (../endpoints/). Tests validate the mocks' fixtures and the server's real
 * answers with them, strictly: every key present, of its type, and no key the type lacks.
 */

const text = () => string().strict().defined()
const whole = () => number().strict().integer().defined()
const amount = () => number().strict().defined()
const flag = () => boolean().strict().defined()
const nullableText = () => string().strict().nullable().defined()
const shape = <S extends Parameters<typeof object>[0]>(fields: S) =>
  object(fields).noUnknown().strict().defined()
const list = (of: ISchema<unknown>) => array(of).strict().defined()

export const nullAnswer = mixed()
  .nullable()
  .test('null', 'data must be null', (value) => value === null)

export const userAnswer = shape({
  user: shape({
    id: text(),
    email: text(),
    username: text(),
    token: text(),
    token_expiry: text(),
  }),
})

export const profileAnswer = shape({
  user: shape({
    id: text(),
    email: text(),
    username: text(),
    timezone: text(),
    is_renewal_limit_reached: flag(),
    pricing_plan: shape({ name: text(), period: text() }),
  }),
})

export const walletAnswer = shape({
  balance: amount(),
  funding_limits: shape({ min: amount(), max: amount() }),
})

const page = (of: ISchema<unknown>) =>
  shape({
    data: list(of),
    current_page: whole(),
    last_page: whole(),
    per_page: whole(),
    total: whole(),
  })

export const transactionAnswer = shape({
  id: text(),
  type: text().oneOf(TRANSACTION_TYPES),
  amount: amount(),
  currency: text().oneOf(['NGN']),
  description: text(),
  status: text().oneOf(TRANSACTION_STATUSES),
  reference: text(),
  created_at: text(),
})
export const transactionPageAnswer = page(transactionAnswer)

export const checkoutAnswer = shape({ payment_url: text(), reference: text() })

export const servicesAnswer = list(shape({ uid: text(), name: text(), image_url: text() }))
export const variationsAnswer = list(
  shape({
    variation_code: text(),
    name: text(),
    amount: amount(),
    fee: amount(),
    total: amount(),
  }),
)
export const serviceFieldsAnswer = list(shape({ name: text(), label: text() }))
export const smartcardAnswer = shape({ customer_name: text(), current_variation_name: text() })

const paymentResult = shape({
  name: text(),
  amount: amount(),
  status: text(),
  start_date: text(),
  end_date: text(),
})
/** A payment from the wallet is its result; one by card is the checkout to go to. */
export const paymentAnswer = lazy((value: unknown) =>
  typeof value === 'object' && value !== null && 'payment_url' in value
    ? checkoutAnswer
    : paymentResult,
)
export const cardOutcomeAnswer = shape({
  reference: text(),
  status: text().oneOf(['pending', 'successful', 'failed']),
  description: text(),
  amount: amount(),
  result: paymentResult.nullable(),
  message: nullableText(),
  refunded_to_wallet: flag(),
})

const currencyCode = () => text().oneOf(CURRENCY_CODES)
export const subscriptionAnswer = shape({
  uid: text(),
  id: text(),
  name: text(),
  amount: amount(),
  currency_code: currencyCode(),
  category: shape({ name: text() }),
  start_date: text(),
  end_date: text(),
  description: string().strict().nullable().optional(),
  auto_renew: flag(),
  is_paid: flag(),
  status: text(),
  parent_id: nullableText(),
  created_at: text(),
  updated_at: text(),
})
export const subscriptionPageAnswer = page(subscriptionAnswer)

export const categoriesAnswer = list(shape({ id: text(), name: text() }))
export const currenciesAnswer = list(
  shape({ code: currencyCode(), sign: string().strict().nullable().optional(), name: text() }),
)

export const summaryAnswer = shape({
  total_amount_spent: amount(),
  total_entries: whole(),
  month_average: amount(),
  currency: currencyCode(),
  rates_as_of: text(),
})
const yearRow = shape({ subscription_year: whole(), total_amount: amount() })
const monthRow = shape({ month_name: text(), total_amount: amount() })
export const graphAnswer = list(
  lazy((value: unknown) =>
    typeof value === 'object' && value !== null && 'subscription_year' in value
      ? yearRow
      : monthRow,
  ),
)
export const expiringAnswer = list(
  shape({
    uid: text(),
    name: text(),
    amount: amount(),
    currency_code: currencyCode(),
    category: shape({ name: text() }),
    end_date: text(),
  }),
)
export const currencySpendAnswer = list(
  shape({ name: text(), code: currencyCode(), percentage: amount(), total_amount: amount() }),
)
export const categorySpendAnswer = list(shape({ name: text(), percentage: amount() }))
export const renewedAnswer = list(shape({ parent_id: text(), name: text(), num_renewed: whole() }))

/** Field → messages (FieldErrors): an object whose every value is a list of text. */
const fieldErrorsAnswer = mixed<Record<string, string[]>>()
  .defined()
  .test(
    'field-errors',
    'errors must map fields to lists of messages',
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every(
        (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
      ),
  )

export const importPreviewAnswer = shape({
  format: text().oneOf(IMPORT_FORMATS),
  file_name: text(),
  rows: list(
    shape({
      line: whole(),
      name: text(),
      amount: number().strict().nullable().defined(),
      currency: text(),
      category: text(),
      start_date: text(),
      end_date: text(),
      description: nullableText(),
      auto_renew: flag(),
      is_paid: flag(),
      renews_line: number().strict().integer().nullable().defined(),
      errors: fieldErrorsAnswer,
      duplicate: flag(),
      mappings: list(
        shape({ field: text().oneOf(['currency', 'category']), from: text(), to: text() }),
      ),
    }),
  ),
  counts: shape({ rows: whole(), errors: whole(), duplicates: whole() }),
  renewals: shape({ in_file: whole(), allowed: number().strict().integer().nullable().defined() }),
})

export const importResultAnswer = shape({
  imported: whole(),
  skipped: whole(),
  already_imported: flag(),
})
