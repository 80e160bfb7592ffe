export * from './AppShell'
