import { paymentFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PayServiceChoice } from './PayServiceChoice'
import { FormColumn } from './styles'

/** Part of ServicePurchaseForm: the service, then its bouquet ('Service Type'). */
const meta = {
  title: 'UI/Payments/PayServiceChoice',
  component: PayServiceChoice,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <FormColumn>{Story()}</FormColumn>],
  args: {
    services: paymentFixtures.services(),
    servicesStatus: 'ready',
    service: '',
    bouquets: [],
    bouquetsStatus: 'idle',
    bouquet: '',
    onServiceChange: fn(),
    onServiceBlur: fn(),
    onBouquetChange: fn(),
    onRetryServices: fn(),
    onRetryBouquets: fn(),
  },
} satisfies Meta<typeof PayServiceChoice>

export default meta
type Story = StoryObj<typeof meta>

const serviceType = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Service Type/ })

/** Spec §4: no service yet, so no bouquets to choose from. */
export const NoService: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(serviceType(canvasElement)).toBeDisabled()
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'DStv' }))
    await expect(args.onServiceChange).toHaveBeenCalledWith('DStv')
  },
}

/** Spec §2: 'Loading...' in the dropdown while the bouquets load. */
export const BouquetsLoading: Story = {
  args: { service: 'DStv', bouquetsStatus: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(serviceType(canvasElement)).toHaveDisplayValue('Loading...')
    await expect(serviceType(canvasElement)).toBeDisabled()
  },
}

export const BouquetsFailed: Story = {
  args: { service: 'DStv', bouquetsStatus: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Try loading the bouquets again' }),
    )
    await expect(args.onRetryBouquets).toHaveBeenCalledTimes(1)
  },
}

/** Every bouquet says what it costs in all; the choice goes to the form by its code. */
export const ChoosingABouquet: Story = {
  args: { service: 'DStv', bouquetsStatus: 'ready', bouquets: paymentFixtures.variations() },
  play: async ({ args, canvasElement }) => {
    const select = serviceType(canvasElement)
    await expect(select).toHaveDisplayValue('Choose a bouquet')
    await userEvent.selectOptions(select, 'DStv Compact – ₦15,800.00')
    await expect(args.onBouquetChange).toHaveBeenCalledWith('dstv-compact')
  },
}

export const Chosen: Story = {
  args: {
    service: 'DStv',
    bouquetsStatus: 'ready',
    bouquets: paymentFixtures.variations(),
    bouquet: 'dstv-compact',
  },
  play: async ({ canvasElement }) => {
    await expect(serviceType(canvasElement)).toHaveDisplayValue('DStv Compact – ₦15,800.00')
  },
}
