export * from './Select'
export * from './OverlayPopover'
