import { useState, type ReactNode } from 'react'
import { Button } from '../../primitives/Button'
import { MenuIcon } from '../../primitives/Icon'
import { Logo } from '../../primitives/Logo'
import { PageTitle } from '../PageTitle'
import { SideNav, type SideNavProps } from '../SideNav'
import { Frame, HomeLink, Main, Spacer, TopBar } from './AppShell.styles'

export interface AppShellProps {
  /** The page's title, e.g. 'My Dashboard'. */
  title?: ReactNode
  /** Controls beside the title. */
  titleActions?: ReactNode
  /** The top bar's balance: a `<BalancePill />`. */
  balance: ReactNode
  /** Above the page content: a `<FreeTierBanner />` when the user is on the limit. */
  banner?: ReactNode
  /** The menu's contents and the user's state. */
  nav: Omit<SideNavProps, 'isOpen' | 'onClose' | 'productName'>
  /** Where the logo goes. */
  homeHref: string
  productName?: string
  /** Open the menu on first render (stories, deep links). */
  defaultMenuOpen?: boolean
  children?: ReactNode
}

/** The signed-in page frame (spec §2): top bar with menu button and balance, menu, content. */
export function AppShell({
  title,
  titleActions,
  balance,
  banner,
  nav,
  homeHref,
  productName = 'Recur',
  defaultMenuOpen = false,
  children,
}: AppShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(defaultMenuOpen)
  return (
    <Frame>
      <TopBar>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onPress={() => setMenuOpen(true)}
        >
          <MenuIcon size="lg" />
        </Button>
        <SideNav
          {...nav}
          productName={productName}
          isOpen={isMenuOpen}
          onClose={() => setMenuOpen(false)}
        />
        <HomeLink href={homeHref} aria-label={`${productName} home`}>
          <Logo name={productName} />
        </HomeLink>
        <Spacer />
        {balance}
      </TopBar>
      <Main>
        {banner}
        {title && <PageTitle actions={titleActions}>{title}</PageTitle>}
        {children}
      </Main>
    </Frame>
  )
}
