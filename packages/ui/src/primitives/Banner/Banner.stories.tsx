import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Link } from '../Link'
import { Banner } from './Banner'

const meta = {
  title: 'UI/Primitives/Banner',
  component: Banner,
  args: { children: 'We have e-mailed your password reset link.' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Banner>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = { args: { tone: 'info' } }

export const Success: Story = {
  args: { tone: 'success', children: 'Login successful.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Login successful.')
  },
}

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'You have reached the free-tier limit',
    children: 'Your historical data remains accessible.',
  },
}

export const Danger: Story = {
  args: { tone: 'danger', children: 'These credentials do not match our records.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    )
  },
}

export const WithAction: Story = {
  args: {
    tone: 'warning',
    children: 'Upgrade to keep renewing subscriptions.',
    action: (
      <Link href="https://example.com/pricing" isExternal>
        See pricing
      </Link>
    ),
  },
}

export const NotAnnounced: Story = {
  args: { tone: 'info', live: 'none', children: 'A notice that is part of the page.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(canvas.getByText('A notice that is part of the page.')).toBeVisible()
  },
}

export const LongMessage: Story = {
  args: {
    tone: 'danger',
    children:
      'Something went wrong on our side. Please try again. '.repeat(4) +
      'averyveryveryveryveryveryveryverylongunbrokenwordthatmustwrap@example.com',
  },
}
