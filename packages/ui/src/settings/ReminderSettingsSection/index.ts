export * from './ReminderSettingsSection'
