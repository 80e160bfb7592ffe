import { pages } from '@recur/api/contract'
import {
  CardIcon,
  DashboardIcon,
  ListIcon,
  PlusCircleIcon,
  SettingsIcon,
  SupportIcon,
  WalletIcon,
  type NavEntry,
} from '@recur/ui'

/** The signed-in menu of spec §2, in its order; the frame passes it into the shell. */
export const navEntries: readonly NavEntry[] = [
  { label: 'Dashboard', path: pages.dashboard, icon: DashboardIcon },
  { label: 'All Subscriptions', path: pages.subscriptions, icon: ListIcon },
  { label: 'Add new subscription', path: pages.createSubscription, icon: PlusCircleIcon },
  { label: 'Wallet', path: pages.wallet, icon: WalletIcon },
  { label: 'Pay for Service', path: pages.pay, icon: CardIcon },
  { label: 'Settings', path: pages.settings, icon: SettingsIcon },
  { label: 'Support', path: pages.support, icon: SupportIcon },
]
