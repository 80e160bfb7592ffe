import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../../primitives/Button'
import { FilterIcon } from '../../primitives/Icon'
import { ExportMenu } from '../ExportMenu'
import {
  SearchBox,
  SubscriptionsToolbar,
  ViewToggle,
  type SubscriptionsToolbarProps,
} from './SubscriptionsToolbar'

const meta = {
  title: 'UI/Subscriptions/SubscriptionsToolbar',
  component: SubscriptionsToolbar,
  parameters: { layout: 'padded' },
  args: {
    search: '',
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    onViewChange: fn(),
    addNewHref: pages.createSubscription,
  },
} satisfies Meta<typeof SubscriptionsToolbar>

export default meta
type Story = StoryObj<typeof meta>

function Stateful(props: SubscriptionsToolbarProps) {
  const [search, setSearch] = useState(props.search)
  const [view, setView] = useState(props.view)
  return (
    <SubscriptionsToolbar
      {...props}
      search={search}
      onSearchChange={(value) => {
        setSearch(value)
        props.onSearchChange(value)
      }}
      view={view}
      onViewChange={(next) => {
        setView(next)
        props.onViewChange(next)
      }}
    />
  )
}

export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // Spec §2: the table is the default view.
    await expect(canvas.getByRole('radio', { name: 'Table View' })).toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      pages.createSubscription,
    )
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'net{Enter}')
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('net')
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('net')
  },
}

export const SwitchesView: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Calendar View' }))
    await expect(args.onViewChange).toHaveBeenCalledWith('calendar')
    await expect(canvas.getByRole('radio', { name: 'Calendar View' })).toBeChecked()
    // Pressing the chosen view again keeps it: one view is always chosen.
    await userEvent.click(canvas.getByRole('radio', { name: 'Calendar View' }))
    await expect(args.onViewChange).toHaveBeenCalledTimes(1)
  },
}

export const CalendarSelected: Story = {
  args: { view: 'calendar', search: 'spotify' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Calendar View' })).toBeChecked()
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('spotify')
  },
}

export const WithFilterButton: Story = {
  args: {
    start: (
      <Button variant="secondary">
        <FilterIcon size="sm" />
        Filter
      </Button>
    ),
  },
}

/** The list's actions (issue 16) sit before 'Add New'. */
export const WithActions: Story = {
  args: {
    start: (
      <Button variant="secondary">
        <FilterIcon size="sm" />
        Filter
      </Button>
    ),
    actions: <ExportMenu onExport={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const exportButton = canvas.getByRole('button', { name: 'Export' })
    const addNew = canvas.getByRole('link', { name: 'Add New' })
    // Export comes before Add New in reading order.
    await expect(
      exportButton.compareDocumentPosition(addNew) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  },
}

export const SearchBoxAlone: Story = {
  render: () => <SearchBox value="" onChange={fn()} />,
}

export const ViewToggleAlone: Story = {
  render: () => <ViewToggle onChange={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Table View' })).toBeChecked()
  },
}
