import { pages } from '@recur/api/contract'
import { handlers, scenarios, settingsFixtures, settingsHandlers } from '@recur/api/mocks'
import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Screen, screenDocs, signedIn } from '../support/Screen'

/**
 * Settings (the customer's profile, reminders and calendar feed) and the Support page, loading,
 * failing and filled in.
 */
const meta = {
  title: 'Screens/Settings and Support',
  // The id the title had: story links and screenshot names stay as they were.
  id: 'screens-settingssupport',
  component: Screen,
  args: { route: pages.settings },
  beforeEach: signedIn,
  parameters: { docs: { story: screenDocs }, msw: { handlers: scenarios.populated } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const username = await canvas.findByLabelText('Username')
    await userEvent.clear(username)
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await expect(await canvas.findByText(messages.usernameRequired)).toBeVisible()
    await userEvent.type(username, 'ada')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await expect(await canvas.findByText(messages.profileUpdated)).toBeVisible()
  },
}

/** The reminder lead time: another choice, saved, and the saved choice shown. */
export const SettingsReminders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const reminders = await canvas.findByRole('region', { name: 'Reminders' })
    const region = within(reminders)
    await expect(await region.findByRole('radio', { name: '3 days before' })).toBeChecked()
    await userEvent.click(region.getByRole('radio', { name: '7 days before' }))
    await userEvent.click(region.getByRole('button', { name: 'Save reminders' }))
    await expect(await region.findByText(messages.remindersSaved)).toBeVisible()
    await expect(region.getByRole('radio', { name: '7 days before' })).toBeChecked()
  },
}

/** No feed yet, then made: its address shown once, until Done. */
export const SettingsCalendarFeed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = within(await canvas.findByRole('region', { name: 'Calendar feed' }))
    await userEvent.click(await region.findByRole('button', { name: 'Create calendar address' }))
    const address = await region.findByRole('textbox', { name: 'Calendar address' })
    await expect(address).toHaveValue(settingsFixtures.calendarFeedCreated().url)
    await expect(region.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      settingsFixtures.calendarFeedCreated().webcal_url,
    )
  },
}

/** A feed on: its address hidden; turning it off is asked first, then done. */
export const SettingsCalendarFeedOn: Story = {
  parameters: {
    msw: { handlers: [settingsHandlers.calendarFeed.on, ...scenarios.populated] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = within(await canvas.findByRole('region', { name: 'Calendar feed' }))
    await expect(await region.findByText(/Your calendar feed is on/)).toBeVisible()
    await expect(region.queryByRole('textbox')).toBeNull()
    await userEvent.click(region.getByRole('button', { name: 'Turn off feed' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Turn off calendar feed?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off feed' }))
    await waitFor(() =>
      expect(region.getByRole('button', { name: 'Create calendar address' })).toBeVisible(),
    )
    // The picture is of the page once the dialog has gone, not of its closing.
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    )
  },
}

export const SettingsLoading: Story = {
  parameters: { msw: { handlers: scenarios.loading } },
}

export const SettingsError: Story = {
  parameters: { msw: { handlers: [handlers.profile.error, ...scenarios.populated] } },
}

export const Support: Story = {
  args: { route: pages.support },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('How can we help you?')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      expect.stringContaining('?subject=Support%20Request'),
    )
  },
}
