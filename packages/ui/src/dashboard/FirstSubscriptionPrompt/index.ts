export * from './FirstSubscriptionPrompt'
