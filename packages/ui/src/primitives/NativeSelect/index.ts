export * from './NativeSelect'
