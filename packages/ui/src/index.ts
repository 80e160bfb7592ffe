/** @recur/ui — the design system's one public face. */
export * from './theme'
export * from './format'
export * from './primitives'
export * from './form'
export * from './auth'
export * from './shell'
export * from './feedback'
