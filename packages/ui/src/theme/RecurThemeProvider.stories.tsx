import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RecurThemeProvider } from './RecurThemeProvider'

const meta = {
  title: 'UI/Theme/RecurThemeProvider',
  component: RecurThemeProvider,
  args: { children: <p>Recur keeps your subscriptions in one place.</p> },
} satisfies Meta<typeof RecurThemeProvider>
export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {
  args: { scheme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/subscriptions/)).toBeVisible()
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe('light')
  },
}

export const Dark: Story = {
  args: { scheme: 'dark' },
  play: async () => {
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark')
  },
}
