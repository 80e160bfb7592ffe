export * from './FeedbackLayout'
