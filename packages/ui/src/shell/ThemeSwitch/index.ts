export * from './ThemeSwitch'
