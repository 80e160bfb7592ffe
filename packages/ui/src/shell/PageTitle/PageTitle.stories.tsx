import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ButtonLink } from '../../primitives/Button'
import { PageTitle } from './PageTitle'

const meta = {
  title: 'UI/Shell/PageTitle',
  component: PageTitle,
  args: { children: 'My Dashboard' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageTitle>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'My Dashboard' }),
    ).toBeVisible()
  },
}

export const WithActions: Story = {
  args: {
    children: 'My Subscriptions',
    actions: (
      <ButtonLink href={pages.createSubscription} size="sm">
        Add New
      </ButtonLink>
    ),
  },
}
