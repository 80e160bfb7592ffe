export * from './SettingsView'
export * from './SettingsSection'
export * from './CalendarFeedSection'
export * from './ReminderSettingsSection'
