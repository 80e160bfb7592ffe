import { pages } from '@recur/api/contract'
import { handlers, scenarios } from '@recur/api/mocks'
import { messages } from '@recur/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Screen, screenDocs, signedIn } from '../support/Screen'

/**
 * Settings (the customer's profile) and the Support page, loading, failing and filled in.
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
