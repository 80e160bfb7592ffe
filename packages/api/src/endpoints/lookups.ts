import { paths } from '../paths'
import type { Category, Currency } from '../types'
import { answer, endpoint } from './define'

/** The lists the forms and filters pick from (spec §7 Lookups). */
export const lookupEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: paths.categories,
    auth: true,
    answer: answer<Category[]>('categoriesAnswer'),
  }),
  currencies: endpoint({
    method: 'GET',
    path: paths.currencies,
    auth: true,
    answer: answer<readonly Currency[]>('currenciesAnswer'),
  }),
}
