export * from './RenewalRankingCard'
export * from './renewals'
