import { pages } from '@recur/api/contract'
import {
  CardIcon,
  DashboardIcon,
  ListIcon,
  PlusCircleIcon,
  SettingsIcon,
  SupportIcon,
  WalletIcon,
} from '../../primitives/Icon'
import type { NavEntry } from './navigation'

/**
 * A menu like the app's (its `routing/navigation.ts` is the real one, passed in by the app), for
 * the shell's stories and tests.
 */
export const exampleNavEntries: readonly NavEntry[] = [
  { label: 'Dashboard', path: pages.dashboard, icon: DashboardIcon },
  { label: 'All Subscriptions', path: pages.subscriptions, icon: ListIcon },
  { label: 'Add new subscription', path: pages.createSubscription, icon: PlusCircleIcon },
  { label: 'Wallet', path: pages.wallet, icon: WalletIcon },
  { label: 'Pay for Service', path: pages.pay, icon: CardIcon },
  { label: 'Settings', path: pages.settings, icon: SettingsIcon },
  { label: 'Support', path: pages.support, icon: SupportIcon },
]
