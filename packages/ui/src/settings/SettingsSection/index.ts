export * from './SettingsSection'
