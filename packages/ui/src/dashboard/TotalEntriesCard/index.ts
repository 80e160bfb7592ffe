export * from './TotalEntriesCard'
