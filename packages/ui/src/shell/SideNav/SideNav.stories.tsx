import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { ColorScheme } from '../../theme'
import { exampleNavEntries as navEntries } from './SideNav.fixtures'
import { SideNav } from './SideNav'

const meta = {
  title: 'UI/Shell/SideNav',
  component: SideNav,
  args: {
    isOpen: true,
    onClose: fn(),
    onLogout: fn(),
    entries: navEntries,
    currentPath: pages.dashboard,
    userStatus: 'ready',
    email: 'ada.obi@example.com',
    colorScheme: { value: 'system', onChange: fn() },
  },
} satisfies Meta<typeof SideNav>

export default meta
type Story = StoryObj<typeof meta>

/** The drawer is portalled to the body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    const nav = within(body.getByRole('navigation', { name: 'Main' }))
    const links = nav.getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual(navEntries.map((e) => e.label))
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      navEntries.map((e) => e.path),
    )
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(body.getByText('ada.obi@example.com')).toBeVisible()
  },
}

export const ActiveEntry: Story = {
  args: { currentPath: pages.wallet },
  play: async ({ canvasElement }) => {
    const nav = within(page(canvasElement).getByRole('navigation', { name: 'Main' }))
    await expect(nav.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  },
}

export const ActiveNestedPath: Story = {
  args: { currentPath: `${pages.settings}/notifications` },
  play: async ({ canvasElement }) => {
    const nav = within(page(canvasElement).getByRole('navigation', { name: 'Main' }))
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const NoActiveEntry: Story = {
  args: { currentPath: pages.changePassword },
  play: async ({ canvasElement }) => {
    const nav = within(page(canvasElement).getByRole('navigation', { name: 'Main' }))
    for (const link of nav.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current')
    }
  },
}

export const LoadingUser: Story = {
  args: { userStatus: 'loading', email: undefined },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement)
    await expect(body.getByText('Loading email')).toBeInTheDocument()
    await expect(body.getByRole('dialog').querySelector('[data-skeleton]')).not.toBeNull()
  },
}

export const UserError: Story = {
  args: { userStatus: 'error', email: undefined },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText('error', { exact: true })).toBeVisible()
  },
}

export const LongEmail: Story = {
  args: {
    email: 'oluwaseun.adebayo-chukwuemeka.the.third+subscriptions@a-very-long-domain-name.com.ng',
  },
}

export const ClickOutsideCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await page(canvasElement).findByRole('dialog', { name: 'Menu' })
    await userEvent.click(canvasElement.ownerDocument.body)
    await waitFor(() => expect(args.onClose).toHaveBeenCalled())
  },
}

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await page(canvasElement).findByRole('dialog', { name: 'Menu' })
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close menu' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const NavigatingCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('link', { name: 'Support' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const Logout: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Logout' }))
    await expect(args.onLogout).toHaveBeenCalledTimes(1)
  },
}

/** The theme is chosen in the menu; the app keeps the choice. */
export const ThemeChoice: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<ColorScheme>('system')
    return (
      <SideNav
        {...args}
        colorScheme={{
          value,
          onChange: (next) => {
            setValue(next)
            args.colorScheme?.onChange(next)
          },
        }}
      />
    )
  },
  play: async ({ args, canvasElement }) => {
    const menu = within(await page(canvasElement).findByRole('dialog', { name: 'Menu' }))
    const theme = menu.getByRole('radiogroup', { name: 'Theme' })
    await expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked()
    await userEvent.click(within(theme).getByRole('radio', { name: 'Dark' }))
    await expect(args.colorScheme?.onChange).toHaveBeenCalledWith('dark')
    await expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked()
  },
}

export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull()
  },
}
