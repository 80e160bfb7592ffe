export * from './SegmentedControl'
