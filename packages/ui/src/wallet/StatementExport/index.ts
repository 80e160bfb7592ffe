export * from './StatementExport'
