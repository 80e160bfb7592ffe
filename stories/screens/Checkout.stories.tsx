import { href, pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import styled from 'styled-components'
import {
  checkoutPage,
  type CheckoutPageView,
} from '../../packages/server/src/routes/checkoutPage.ts'
import { screenDocs } from '../support/Screen'

/**
 * The sandbox checkout is server HTML (packages/server/src/routes/checkout.ts). This story renders
 * the very function that writes it, in a frame, so designers see the page the browser gets.
 */
const Frame = styled.iframe`
  display: block;
  width: 100vw;
  height: 100vh;
  border: 0;
`

function CheckoutPage(view: CheckoutPageView) {
  return <Frame title="Sandbox checkout" srcDoc={checkoutPage(view)} />
}

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutPage,
  parameters: { docs: { story: screenDocs }, layout: 'fullscreen' },
  args: {
    reference: 'RCR-FUND-4F2A9C1E07B3D5A8E6C0',
    total: '₦19,100.00',
    action: '/checkout/RCR-FUND-4F2A9C1E07B3D5A8E6C0',
    open: true,
    purchase: {
      title: 'DStv Compact',
      lines: [
        { label: 'Service', value: 'DStv' },
        { label: 'Bouquet', value: 'DStv Compact' },
        { label: 'Smartcard Number', value: '7030****01' },
        { label: 'Period', value: '1 month' },
        { label: 'Price', value: '₦19,000.00' },
        { label: 'Fee', value: '₦100.00' },
      ],
    },
  },
} satisfies Meta<typeof CheckoutPage>
export default meta
type Story = StoryObj<typeof meta>

/** The page inside the frame, once its document has loaded. */
async function page(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('iframe')
  await waitFor(() => expect(frame?.contentDocument?.querySelector('main')).toBeTruthy())
  return within(frame!.contentDocument!.body)
}

/** A card payment: what is bought (service, bouquet, smartcard, fee), the total, three ways on. */
export const CardPayment: Story = {
  play: async ({ canvasElement }) => {
    const checkout = await page(canvasElement)
    await expect(
      checkout.getByRole('heading', { name: 'You are paying for DStv Compact' }),
    ).toBeVisible()
    await expect(checkout.getByText('7030****01')).toBeVisible()
    await expect(checkout.getByRole('button', { name: 'Pay ₦19,100.00' })).toBeVisible()
    await expect(checkout.getByRole('button', { name: 'Use a declined test card' })).toBeVisible()
    await expect(checkout.getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

/** Funding the wallet: nothing to list but what it is for and the total. */
export const WalletFunding: Story = {
  args: { total: '₦5,000.00', purchase: { title: 'Wallet funding', lines: [] } },
  play: async ({ canvasElement }) => {
    const checkout = await page(canvasElement)
    await expect(
      checkout.getByRole('heading', { name: 'You are paying for Wallet funding' }),
    ).toBeVisible()
  },
}

/** Left open past its time: closed, saying why, with the way back to Recur. */
export const Expired: Story = {
  args: {
    open: false,
    closedReason: 'The checkout expired before it was paid.',
    returnHref: href(pages.pay, { reference: 'RCR-FUND-4F2A9C1E07B3D5A8E6C0' }),
  },
  play: async ({ canvasElement }) => {
    const checkout = await page(canvasElement)
    await expect(checkout.getByRole('status')).toHaveTextContent(
      'This checkout is closed. The checkout expired before it was paid.',
    )
    await expect(checkout.getByRole('link', { name: 'Back to Recur' })).toBeVisible()
    await expect(checkout.queryByRole('button')).toBeNull()
  },
}
