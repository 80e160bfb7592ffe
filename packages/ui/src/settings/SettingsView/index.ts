export * from './SettingsView'
