export * from './ExportMenu'
