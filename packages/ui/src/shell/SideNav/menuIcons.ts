import type { MenuEntry } from '@recur/api/contract'
import type { ComponentType } from 'react'
import {
  CardIcon,
  DashboardIcon,
  ListIcon,
  PlusCircleIcon,
  SettingsIcon,
  SupportIcon,
  WalletIcon,
  type IconProps,
} from '../../primitives/Icon'
import type { NavEntry } from './navigation'

/** The icon the design gives each page of the signed-in menu. */
const menuIcons: Record<MenuEntry['path'], ComponentType<IconProps>> = {
  '/dashboard': DashboardIcon,
  '/all-subscriptions': ListIcon,
  '/create-subscription': PlusCircleIcon,
  '/wallet': WalletIcon,
  '/pay': CardIcon,
  '/settings': SettingsIcon,
  '/support': SupportIcon,
}

/** Menu entries (the app's choice of pages) with the design's icon for each. */
export const withMenuIcons = (entries: readonly MenuEntry[]): readonly NavEntry[] =>
  entries.map((entry) => ({ ...entry, icon: menuIcons[entry.path] }))
