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

export interface NavEntry {
  label: string
  path: string
  icon?: ComponentType<IconProps>
}

/** The side navigation of spec §2, in its order. */
export const navEntries: readonly NavEntry[] = [
  { label: 'Dashboard', path: '/dashboard', icon: DashboardIcon },
  { label: 'All Subscriptions', path: '/all-subscriptions', icon: ListIcon },
  { label: 'Add new subscription', path: '/create-subscription', icon: PlusCircleIcon },
  { label: 'Wallet', path: '/wallet', icon: WalletIcon },
  { label: 'Pay for Service', path: '/pay', icon: CardIcon },
  { label: 'Settings', path: '/settings', icon: SettingsIcon },
  { label: 'Support', path: '/support', icon: SupportIcon },
]

/** Spec §2: the active entry is the one whose path is contained in the current path. */
export function isActivePath(currentPath: string, entryPath: string): boolean {
  return currentPath.includes(entryPath)
}
