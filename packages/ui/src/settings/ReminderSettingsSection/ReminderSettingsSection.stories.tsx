import { messages } from '@recur/api'
import { settingsFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TRY_AGAIN } from '../../feedback/LoadFailedBanner'
import { ReminderSettingsSection, reminderText } from './ReminderSettingsSection'

const meta = {
  title: 'UI/Settings/ReminderSettingsSection',
  component: ReminderSettingsSection,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    settings: settingsFixtures.reminderSettings(),
    saveStatus: 'idle',
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReminderSettingsSection>

export default meta
type Story = StoryObj<typeof meta>

/** The four choices, the account's own chosen; Save sends the new one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: reminderText.label })
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent)
    await expect(names).toEqual(['No reminders', '1 day before', '3 days before', '7 days before'])
    // Each choice a finger's target: 44px tall.
    for (const radio of within(group).getAllByRole('radio')) {
      await expect(radio.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        44,
      )
    }
    await expect(canvas.getByRole('radio', { name: '3 days before' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '7 days before' }))
    await userEvent.click(canvas.getByRole('button', { name: reminderText.save }))
    await expect(args.onSave).toHaveBeenCalledWith(7)
  },
}

export const ChoosesNone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'No reminders' }))
    await userEvent.click(canvas.getByRole('button', { name: reminderText.save }))
    await expect(args.onSave).toHaveBeenCalledWith(0)
  },
}

export const NoneChosen: Story = {
  args: { settings: settingsFixtures.reminderSettings({ days_before: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'No reminders' })).toBeChecked()
  },
}

export const Saving: Story = {
  args: { saveStatus: 'pending' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /Processing/ })).toHaveAttribute(
      'data-pending',
      'true',
    )
    await expect(canvas.getByRole('radio', { name: '1 day before' })).toBeDisabled()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saved: Story = {
  args: { saveStatus: 'success', message: messages.remindersSaved },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      messages.remindersSaved,
    )
  },
}

export const SaveFailed: Story = {
  args: {
    saveStatus: 'error',
    message: messages.validationFailed,
    fieldError: messages.reminderDaysInvalid,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.validationFailed)
    await expect(canvas.getByText(messages.reminderDaysInvalid)).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', settings: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(reminderText.loading)
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', settings: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(reminderText.loadFailed)
    await userEvent.click(canvas.getByRole('button', { name: TRY_AGAIN }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
