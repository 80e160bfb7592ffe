import { messages } from '@recur/api'
import { paymentFixtures } from '@recur/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ServiceGrid, type ServiceGridProps } from './ServiceGrid'

const meta = {
  title: 'UI/Payments/ServiceGrid',
  component: ServiceGrid,
  parameters: { layout: 'padded' },
  args: { services: paymentFixtures.services(), value: null, onChange: fn(), onRetry: fn() },
} satisfies Meta<typeof ServiceGrid>

export default meta
type Story = StoryObj<typeof meta>

const group = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('radiogroup', { name: 'Service' }))

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = group(canvasElement)
    await expect(grid.getAllByRole('radio')).toHaveLength(5)
    await userEvent.click(grid.getByRole('radio', { name: 'GOtv' }))
    await expect(args.onChange).toHaveBeenCalledWith('GOtv')
  },
}

export const Selected: Story = {
  args: { value: 'DStv' },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByRole('radio', { name: 'DStv' })).toBeChecked()
  },
}

function Controlled(args: ServiceGridProps) {
  const [value, setValue] = useState<string | null>(args.value)
  return (
    <ServiceGrid
      {...args}
      value={value}
      onChange={(name) => {
        setValue(name)
        args.onChange(name)
      }}
    />
  )
}

/** Tab enters the group, the arrow keys move and choose. */
export const Keyboard: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const grid = group(canvasElement)
    await userEvent.tab()
    await expect(grid.getByRole('radio', { name: 'DStv' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(grid.getByRole('radio', { name: 'GOtv' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('GOtv')
  },
}

/** A logo that fails to load shows the service's initials and its name. */
export const BrokenLogos: Story = {
  args: {
    // An image that cannot be decoded, rather than one that is not there: a 404 is a defect
    // wherever Storybook is hosted (tests/storybook/check.ts).
    services: paymentFixtures.services().map((s) => ({ ...s, image_url: 'data:image/png,broken' })),
  },
  play: async ({ canvasElement }) => {
    const grid = group(canvasElement)
    await expect(await grid.findByText('Recur Premium')).toBeVisible()
    await expect(grid.getByRole('radio', { name: 'Recur Premium' })).toBeInTheDocument()
  },
}

export const LongNames: Story = {
  args: {
    services: [
      { uid: 'a', name: 'Multichoice Nigeria Limited DStv Premium Bundle', image_url: '' },
      { uid: 'b', name: 'Abuja Electricity Distribution Company Prepaid', image_url: '' },
      { uid: 'c', name: 'GOtv', image_url: '' },
    ],
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading services')
    await expect(within(canvasElement).queryAllByRole('radio')).toHaveLength(0)
  },
}

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the services.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Empty: Story = { args: { services: [] } }

export const Invalid: Story = {
  args: { errorMessage: messages.serviceRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Service is required')).toBeVisible()
  },
}

export const Dark: Story = { args: { value: 'GOtv' }, globals: { theme: 'dark' } }
