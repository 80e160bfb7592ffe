import { mixed, object, string, type InferType } from 'yup'
import { GRAPH_PERIODS, RENEWAL_RANKINGS, SPEND_PERIOD, type RenewalRanking } from '../dashboard'
import { CURRENCY_CODES } from '../types'

/** The dashboard endpoints' query strings, as the server reads them (types in ../dashboard.ts). */

export const dashboardCurrencyQuerySchema = object({
  currency: string().oneOf(CURRENCY_CODES, 'currency must be one of NGN, USD, GBP, EUR').optional(),
})

export const graphQuerySchema = dashboardCurrencyQuerySchema.shape({
  period: string().oneOf(GRAPH_PERIODS, 'period must be year or month').optional(),
})

export const spendByCurrencyQuerySchema = object({
  period: string()
    .matches(SPEND_PERIOD, 'period must be all-time, a year (YYYY) or a month (YYYY-MM)')
    .optional(),
})

export const renewedQuerySchema = object({
  type: mixed<RenewalRanking>()
    .oneOf([...RENEWAL_RANKINGS], 'type must be most or least')
    .optional(),
})

export type GraphQuery = InferType<typeof graphQuerySchema>
