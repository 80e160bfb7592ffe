import type { ViewStatus } from '@recur/api/contract'
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
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
  if (status === 'error') return <Email data-error>error</Email>
  return <Email title={email}>{email}</Email>
}

/**
 * The browser's modal dialog, opened while mounted. Focus moves onto the dialog itself (no ring
 * until Tab moves on), the page behind is inert and does not scroll, and on closing focus goes
 * back to where it was (the menu button). Escape, the system's back gesture (the dialog's
 * `cancel`) and a press outside the drawer ask `onClose`; the caller decides.
 */
function MenuDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const drawerRef = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  /** Where focus was when the menu opened (kept across a re-run of the effect below). */
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    close.current = onClose
  })

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const active = document.activeElement
    if (!opener.current && active instanceof HTMLElement && !dialog.contains(active)) {
      opener.current = active
    }
    const root = document.documentElement
    const overflow = root.style.overflow
    if (!dialog.open) dialog.showModal()
    dialog.focus()
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
      // Focus goes back once the dialog has left the page, outside React's commit, so the
      // button learns of it as of any focus (and shows its ring after a key, not a press).
      const hadFocus = dialog.contains(document.activeElement)
      queueMicrotask(() => {
        const now = document.activeElement
        if (hadFocus && opener.current?.isConnected && (!now || now === document.body)) {
          opener.current.focus()
        }
      })
    }
  }, [])

  // A press outside the drawer: it began outside too (so the press that opened the menu is not
  // one), and it closes on the click, so nothing under the dimmed page receives it.
  useEffect(() => {
    let pressedOutside = false
    const outside = (event: Event) =>
      !(event.target instanceof Node && drawerRef.current?.contains(event.target))
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = outside(event)
    }
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && outside(event)) close.current()
      pressedOutside = false
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('click', onClick, true)
    }
  }, [])

  return (
    <Overlay
      ref={dialogRef}
      aria-label="Menu"
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault()
        close.current()
      }}
      // Closed by the browser itself (a cancel it would not let be prevented): follow it.
      onClose={() => close.current()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        close.current()
      }}
    >
      <Drawer ref={drawerRef}>{children}</Drawer>
    </Overlay>
  )
}

/**
 * The signed-in menu: a drawer over the page, at most 420px wide, that closes on a click
 * outside it. Focus moves into it and returns to the menu button when it closes. It is the
 * browser's modal `<dialog>` (in the top layer, over everything), drawn into the body.
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
  if (!isOpen || typeof document === 'undefined') return null
  return createPortal(
    <MenuDialog onClose={onClose}>
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
    </MenuDialog>,
    document.body,
  )
}
