/**
 * @recur/api/contract — the facts of the contract with no library behind them: entity types,
 * constants, endpoint paths and messages. The design system imports them (values and types),
 * so this entry and everything it imports stay free of ofetch, yup, react-query and msw
 * (`contract.test.ts` walks its imports to prove it). Schemas, the client, the query factories
 * and the mocks are `@recur/api`, `@recur/api/queries` and `@recur/api/mocks`.
 */
export * from './config'
export * from './dashboard'
export * from './dates'
export * from './envelope'
export * from './importing'
export * from './limits'
export * from './listQuery'
export * from './messages'
export * from './ownProduct'
export * from './pages'
export * from './paths'
export * from './payments'
export * from './session'
export * from './settings'
export * from './types'
export * from './transfer/csv'
export * from './transfer/files'
export * from './transfer/statement'
export * from './transfer/subscriptions'
export * from './viewStatus'
