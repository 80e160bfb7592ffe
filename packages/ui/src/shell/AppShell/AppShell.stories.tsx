import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Skeleton } from '../../primitives/Skeleton'
import { space } from '../../theme'
import { BalancePill } from '../BalancePill'
import { FreeTierBanner } from '../FreeTierBanner'
import { exampleNavEntries } from '../SideNav/SideNav.fixtures'
import { AppShell } from './AppShell'

const meta = {
  title: 'UI/Shell/AppShell',
  component: AppShell,
  args: {
    title: 'My Dashboard',
    homeHref: pages.dashboard,
    balance: <BalancePill status="ready" balance={12500} href={pages.wallet} />,
    nav: {
      entries: exampleNavEntries,
      currentPath: pages.dashboard,
      userStatus: 'ready',
      email: 'ada.obi@example.com',
      onLogout: fn(),
    },
    children: <Skeleton height={space[20]} radius="lg" />,
  },
} satisfies Meta<typeof AppShell>

export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /₦12,500\.00/ })).toHaveAttribute(
      'href',
      pages.wallet,
    )
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}

export const OpensAndClosesTheMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const menuButton = canvas.getByRole('button', { name: 'Open menu' })
    await userEvent.click(menuButton)
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // A click outside the menu closes it.
    await userEvent.click(canvasElement.ownerDocument.body)
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull())
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  },
}

export const KeyboardMenu: Story = {
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Open menu' })
    await userEvent.tab()
    await expect(menuButton).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' })
    // Focus moves into the menu, and back to the menu button when Escape closes it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(menuButton).toHaveFocus())
  },
}

export const MenuOpen: Story = { args: { defaultMenuOpen: true } }

export const Logout: Story = {
  args: { defaultMenuOpen: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Logout' }))
    await expect(args.nav.onLogout).toHaveBeenCalledTimes(1)
  },
}

export const WithFreeTierBanner: Story = {
  args: { banner: <FreeTierBanner pricingUrl="https://recur.example/pricing" /> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/historical data remains accessible/),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: {
    balance: <BalancePill status="loading" href={pages.wallet} />,
    nav: { ...meta.args.nav, userStatus: 'loading', email: undefined },
    defaultMenuOpen: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Loading\.\.\./ })).toBeVisible()
    await expect(page(canvasElement).getByText('Loading email')).toBeInTheDocument()
  },
}

export const Error: Story = {
  args: {
    balance: <BalancePill status="error" href={pages.wallet} />,
    nav: { ...meta.args.nav, userStatus: 'error', email: undefined },
    defaultMenuOpen: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Loading\.\.\./ })).toBeVisible()
    await expect(page(canvasElement).getByText('error', { exact: true })).toBeVisible()
  },
}

export const HugeBalanceLongEmail: Story = {
  args: {
    balance: <BalancePill status="ready" balance={123456789012.34} href={pages.wallet} />,
    nav: {
      ...meta.args.nav,
      email: 'oluwaseun.adebayo-chukwuemeka+subscriptions@a-very-long-domain-name.com.ng',
    },
    defaultMenuOpen: true,
  },
}

export const ActiveWallet: Story = {
  args: { title: 'My Wallet', nav: { ...meta.args.nav, currentPath: pages.wallet } },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultMenuOpen: true,
    banner: <FreeTierBanner pricingUrl="https://recur.example/pricing" />,
  },
}
