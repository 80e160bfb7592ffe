export * from './ExportMenu'
export * from './ExportMenuStandIn'
