export * from './navigation'
export * from './SideNav'
