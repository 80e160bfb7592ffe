import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { hoverLikeAMouse } from '../../testing/pointer'
import PaidRenewalInfo from './PaidRenewalInfo'
import { PAID_RENEWAL_NOTE } from './SubscriptionForm'

/** The info button beside a paid renewal's title (its own chunk): its tooltip is the spec's note. */
const meta = {
  title: 'UI/Subscriptions/PaidRenewalInfo',
  component: PaidRenewalInfo,
  parameters: { layout: 'padded' },
  args: { note: PAID_RENEWAL_NOTE },
} satisfies Meta<typeof PaidRenewalInfo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: PAID_RENEWAL_NOTE }),
    ).toBeVisible()
  },
}

/** Hovered: the note in a tooltip. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await hoverLikeAMouse(within(canvasElement).getByRole('button', { name: PAID_RENEWAL_NOTE }))
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent(PAID_RENEWAL_NOTE)
  },
}
