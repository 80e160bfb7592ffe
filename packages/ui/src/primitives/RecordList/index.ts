export * from './RecordList'
