export * from './MediaSwitch'
