export * from './CalendarFeedSection'
