// @vitest-environment node
import type {
  CategorySpendRow,
  Currency,
  CurrencySpendRow,
  DashboardSummary,
  ExpiringRow,
  GraphPeriod,
  GraphRow,
  RenewalRow,
} from '@recur/api'
import { dashboardFixtures } from '@recur/api/mocks'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  isYearRow,
  type CategorySpendShare,
  type CurrencySpendShare,
  type DashboardCurrency,
  type DashboardTotals,
  type ExpiringSubscriptionRow,
  type RenewalCountRow,
  type SpendGraphPeriod,
  type SpendGraphRow,
} from './types'

describe('the dashboard row types', () => {
  it("take the contract's rows as they are (checked by the type checker)", () => {
    expectTypeOf<DashboardSummary>().toExtend<DashboardTotals>()
    expectTypeOf<GraphRow>().toExtend<SpendGraphRow>()
    expectTypeOf<GraphPeriod>().toEqualTypeOf<SpendGraphPeriod>()
    expectTypeOf<CategorySpendRow>().toExtend<CategorySpendShare>()
    expectTypeOf<CurrencySpendRow>().toExtend<CurrencySpendShare>()
    expectTypeOf<ExpiringRow>().toExtend<ExpiringSubscriptionRow>()
    expectTypeOf<RenewalRow>().toExtend<RenewalCountRow>()
    expectTypeOf<Currency>().toExtend<DashboardCurrency>()
  })

  it('tells a year row from a month row', () => {
    expect(dashboardFixtures.yearGraph().every(isYearRow)).toBe(true)
    expect(dashboardFixtures.monthGraph().some(isYearRow)).toBe(false)
  })
})
