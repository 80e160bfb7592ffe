import { pages } from '@recur/api/contract'
import { apiUrl, messages, paths } from '@recur/api'
import { fail, handlers, ok, scenarios } from '@recur/api/mocks'
import { fixtures } from '@recur/api/mocks'
import { BROKEN_PAGE_MESSAGE } from '@recur/ui'
import { http } from 'msw'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { dashboardDrawn, Screen, screenDocs, signedIn, signedOut } from '../support/Screen'

/**
 * What surrounds every page once a customer is signed in, shown around the dashboard: the wallet
 * balance, the menu, the free-tier banner, changing the password, signing out, and the page for
 * an address that does not exist.
 */
const meta = {
  title: 'Screens/Signed-in Frame',
  // The id the title had: story links and screenshot names stay as they were.
  id: 'screens-signedinframe',
  component: Screen,
  args: { route: pages.dashboard },
  beforeEach: signedIn,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

const openMenu = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: /menu/i }))

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'My Dashboard' })).toBeVisible()
    await expect(await canvas.findByText('₦125,000.50')).toBeVisible()
    await dashboardDrawn(canvasElement)
  },
}

export const EmptyWallet: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('₦0.00')).toBeVisible()
    await dashboardDrawn(canvasElement)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: scenarios.error } },
  play: async ({ canvasElement }) => {
    // Spec §8: the balance reads 'Loading...' on error too, and the menu says 'error'.
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible()
    await openMenu(canvasElement)
    await expect(await screen.findByText('error')).toBeVisible()
  },
}

export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await dashboardDrawn(canvasElement)
    await openMenu(canvasElement)
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    // The profile may still be on its way when the menu opens: its skeleton comes first.
    await expect(await within(menu).findByText(fixtures.profile().email)).toBeVisible()
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** The theme is chosen in the menu and kept for the next visit (local storage). */
export const ThemeChoiceIsKept: Story = {
  beforeEach: () => () => window.localStorage.removeItem('recur_theme'),
  play: async ({ canvasElement }) => {
    await dashboardDrawn(canvasElement)
    await openMenu(canvasElement)
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }))
    const theme = menu.getByRole('radiogroup', { name: 'Theme' })
    await expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked()
    await userEvent.click(within(theme).getByRole('radio', { name: 'Dark' }))
    await expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked()
    await expect(window.localStorage.getItem('recur_theme')).toBe('dark')
  },
}

/** The free tier's renewals are used up: the banner says so above a dashboard that still works. */
export const RenewalLimitReached: Story = {
  parameters: {
    msw: { handlers: [handlers.profile.renewalLimitReached, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/historical data/i)).toBeVisible()
    // The dashboard beneath it has its data, not the broken page.
    await expect(await canvas.findByRole('region', { name: 'Total spend' })).toBeVisible()
    await expect(canvas.queryByText(BROKEN_PAGE_MESSAGE)).toBeNull()
    await dashboardDrawn(canvasElement)
  },
}

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement)
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Welcome Back To Recur' }),
    ).toBeVisible()
    await waitFor(() => expect(document.cookie).not.toContain('recur_token='))
    await expect(window.localStorage.getItem('recur_user')).toBeNull()
  },
}

export const ChangePassword: Story = {
  args: { route: pages.changePassword },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /change password|save/i }))
    await expect(await canvas.findByText('Old password is required')).toBeVisible()
    await expect(canvas.getByText('New password is required')).toBeVisible()
  },
}

export const ChangePasswordWrongOld: Story = {
  args: { route: pages.changePassword },
  parameters: {
    msw: { handlers: [handlers.changePassword.wrongOldPassword, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Old Password'), 'not it')
    await userEvent.type(canvas.getByLabelText('New Password'), 'a new long password')
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'a new long password')
    await userEvent.click(canvas.getByRole('button', { name: /change password|save/i }))
    // Said once, under the field it is about (findByText fails on two).
    await expect(await canvas.findByText('The old password is incorrect.')).toBeVisible()
    await expect(canvas.getByLabelText('Old Password')).toHaveAccessibleDescription(
      'The old password is incorrect.',
    )
  },
}

/** Put right, the error goes, the form empties and only the success stays. */
export const ChangePasswordAfterAnError: Story = {
  args: { route: pages.changePassword },
  parameters: {
    msw: {
      handlers: (() => {
        let attempts = 0
        return [
          http.post(apiUrl(paths.changePassword), () =>
            ++attempts === 1
              ? fail(422, messages.oldPasswordWrong, {
                  old_password: [messages.oldPasswordWrong],
                })
              : ok(null, messages.passwordChanged),
          ),
          ...scenarios.populated,
        ]
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const old = await canvas.findByLabelText('Old Password')
    await userEvent.type(old, 'not it')
    await userEvent.type(canvas.getByLabelText('New Password'), 'a new long password')
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'a new long password')
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }))
    await canvas.findByText(messages.oldPasswordWrong)
    await userEvent.clear(old)
    await userEvent.type(old, 'the right one')
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }))
    await expect(await canvas.findByText(messages.passwordChanged)).toBeVisible()
    await expect(canvas.queryByText(messages.oldPasswordWrong)).toBeNull()
    await expect(canvas.getByLabelText('Old Password')).toHaveValue('')
    await expect(canvas.getByLabelText('New Password')).toHaveValue('')
  },
}

export const NotFound: Story = {
  args: { route: '/no-such-page' },
}

export const SignedOutVisitorIsSentToLogin: Story = {
  beforeEach: signedOut,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Welcome Back To Recur' }),
    ).toBeVisible()
  },
}
