export * from './SubscriptionCalendar'
export { WEEK_STARTS_ON, monthGrid, shiftMonth, monthTitle } from './calendar'
