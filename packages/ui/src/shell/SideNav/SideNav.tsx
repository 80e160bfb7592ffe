import type { ViewStatus } from '@recur/api/contract'
import { Button } from '../../primitives/Button'
import { CloseIcon, LogoutIcon } from '../../primitives/Icon'
import { Logo } from '../../primitives/Logo'
import { Skeleton } from '../../primitives/Skeleton'
import { ThemeSwitch, type ThemeSwitchProps } from '../ThemeSwitch'
import { isActivePath, type NavEntry } from './navigation'
import {
  Account,
  AccountLabel,
  Drawer,
  Email,
  EntryLink,
  Footer,
  Header,
  List,
  Nav,
  Overlay,
  Panel,
} from './SideNav.styles'

export interface SideNavProps {
  isOpen: boolean
  /** Called on a click outside the menu, on Escape, on the close button and after navigating. */
  onClose: () => void
  /** The current location's path; entries whose path it contains are marked current. */
  currentPath: string
  userStatus: ViewStatus
  email?: string
  onLogout: () => void
  /** The menu's entries, in order: the app's pages (spec §2's seven). */
  entries: readonly NavEntry[]
  /** The theme choice (System, Light, Dark), shown above the account when given. */
  colorScheme?: ThemeSwitchProps
  productName?: string
}

function UserEmail({ status, email }: { status: ViewStatus; email?: string }) {
  if (status === 'loading') return <Skeleton width="80%" label="Loading email" />
  if (status === 'error') return <Email $error>error</Email>
  return (
    <Email $error={false} title={email}>
      {email}
    </Email>
  )
}

/**
 * The signed-in menu: a drawer over the page, at most 420px wide, that closes on a click
 * outside it. Focus moves into it and returns to the menu button when it closes.
 */
export function SideNav({
  isOpen,
  onClose,
  currentPath,
  userStatus,
  email,
  onLogout,
  entries,
  productName = 'Recur',
  colorScheme,
}: SideNavProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Drawer>
        <Panel aria-label="Menu">
          <Header>
            <Logo name={productName} />
            <Button variant="ghost" size="sm" aria-label="Close menu" onPress={onClose}>
              <CloseIcon />
            </Button>
          </Header>
          <Nav aria-label="Main">
            <List>
              {entries.map(({ label, path, icon: Icon }) => (
                <li key={path}>
                  <EntryLink
                    href={path}
                    aria-current={isActivePath(currentPath, path) ? 'page' : undefined}
                    onPress={onClose}
                  >
                    {Icon && <Icon />}
                    {label}
                  </EntryLink>
                </li>
              ))}
            </List>
          </Nav>
          <Footer>
            {colorScheme && <ThemeSwitch {...colorScheme} />}
            <Account>
              <AccountLabel>Signed in as</AccountLabel>
              <UserEmail status={userStatus} email={email} />
            </Account>
            <Button variant="secondary" fullWidth onPress={onLogout}>
              <LogoutIcon />
              Logout
            </Button>
          </Footer>
        </Panel>
      </Drawer>
    </Overlay>
  )
}
