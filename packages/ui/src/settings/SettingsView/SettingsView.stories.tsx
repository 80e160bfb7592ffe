import { pages } from '@recur/api/contract'
import { messages, profileSchema } from '@recur/api'
import { fixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SettingsView } from './SettingsView'

const meta = {
  title: 'UI/Settings/SettingsView',
  component: SettingsView,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    profile: fixtures.profile(),
    validationSchema: profileSchema,
    onSubmit: fn(),
    onRetry: fn(),
    changePasswordHref: pages.changePassword,
    submitStatus: 'idle',
  },
} satisfies Meta<typeof SettingsView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('adaeze.okafor')
    const timezone = canvas.getByRole('textbox', { name: 'Time-zone' })
    await expect(timezone).toHaveValue('GMT+1 Africa/Lagos')
    await expect(timezone).toBeDisabled()
    const plan = canvas.getByRole('textbox', { name: 'Active Plan' })
    await expect(plan).toHaveValue('Free · Forever')
    await expect(plan).toHaveAttribute('readonly')
    await expect(canvas.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      pages.changePassword,
    )
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible()
  },
}

export const SavesUsernameAndTimeZone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const username = canvas.getByRole('textbox', { name: 'Username' })
    await userEvent.clear(username)
    await userEvent.type(username, 'ada')
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ username: 'ada', timezone: 'Africa/Lagos' }),
    )
  },
}

export const UsernameRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Username' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }))
    await expect(await canvas.findByText(messages.usernameRequired)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Username is required',
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Premium: Story = {
  args: { profile: fixtures.profile({ pricing_plan: { name: 'Premium', period: 'Monthly' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Active Plan' })).toHaveValue(
      'Premium · Monthly',
    )
  },
}

export const LongUsername: Story = {
  args: {
    profile: fixtures.profile({
      username: 'adaeze.okafor.with.a.very.long.username.that.keeps.going.and.going',
    }),
  },
}

export const Pending: Story = {
  args: { submitStatus: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Processing/ })).toHaveAttribute(
      'data-pending',
      'true',
    )
  },
}

export const Saved: Story = {
  args: { submitStatus: 'success', message: 'Your profile has been updated.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your profile has been updated.',
    )
  },
}

export const SaveFailed: Story = {
  args: { submitStatus: 'error', message: messages.serverError },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.serverError)
  },
}

export const Loading: Story = {
  args: { status: 'loading', profile: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading settings')
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', profile: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('error')
    await expect(canvas.getByRole('heading', { name: 'error' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
