export * from './ToggleButtonGroup'
