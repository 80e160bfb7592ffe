export * from './navigation'
export * from './SideNav'
export * from './menuIcons'
