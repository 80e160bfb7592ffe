import { paymentFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PaySummary } from './PaySummary'
import { FormColumn } from './styles'

const compact = paymentFixtures.variations().find((b) => b.variation_code === 'dstv-compact')

/** Part of ServicePurchaseForm: what the payment costs, before it is made. */
const meta = {
  title: 'UI/Payments/PaySummary',
  component: PaySummary,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <FormColumn>{Story()}</FormColumn>],
  args: { bouquet: compact },
} satisfies Meta<typeof PaySummary>

export default meta
type Story = StoryObj<typeof meta>

/** Spec §2: amount, fee and total in naira. */
export const Bouquet: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(within(canvasElement).getByRole('region', { name: 'Order summary' }))
    await expect(summary.getByText('Amount').nextElementSibling).toHaveTextContent('₦15,700.00')
    await expect(summary.getByText('Fee').nextElementSibling).toHaveTextContent('₦100.00')
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₦15,800.00')
  },
}

/** No bouquet chosen: nothing to sum up. */
export const NoBouquet: Story = {
  args: { bouquet: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}
