export * from './ExportMenu'
export * from './ExportButton'
