import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CardNote } from './parts'
import { CardStatus, DashboardCard } from './DashboardCard'

/** The panel every dashboard card is built on, and the words it shows while loading or failed. */
const meta = {
  title: 'UI/Dashboard/DashboardCard',
  component: DashboardCard,
  parameters: { layout: 'padded' },
  args: { title: 'Card title', children: <CardNote>Card content</CardNote> },
} satisfies Meta<typeof DashboardCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The heading names the card's region.
    await expect(canvas.getByRole('region', { name: 'Card title' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Card title' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { children: <CardStatus status="loading" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...')
  },
}

export const Error: Story = {
  args: { children: <CardStatus status="error" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Error$/)
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

const retry = fn()
export const ErrorWithRetry: Story = {
  args: { children: <CardStatus status="error" onRetry={retry} /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(retry).toHaveBeenCalledTimes(1)
  },
}

export const LongTitle: Story = {
  args: {
    title: 'A card title long enough to wrap onto a second line on a narrow phone screen',
    controls: <CardNote>Controls</CardNote>,
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
