export * from './DatePicker'
