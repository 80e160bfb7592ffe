import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination, type PaginationProps } from './Pagination'

const meta = {
  title: 'UI/Primitives/Pagination',
  component: Pagination,
  parameters: { layout: 'centered' },
  args: { currentPage: 1, lastPage: 9, onPageChange: fn() },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const pageNumbers = (canvas: Canvas) =>
  canvas
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button: HTMLElement) => Number(button.textContent))
const current = (canvas: Canvas) =>
  canvas.getAllByRole('button').find((b: HTMLElement) => b.getAttribute('aria-current') === 'page')

/** Turns pages as the app would, so the clamp can be walked. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.currentPage)
  return (
    <Pagination
      {...props}
      currentPage={page}
      onPageChange={(next) => {
        setPage(next)
        props.onPageChange(next)
      }}
    />
  )
}

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
    await expect(pageNumbers(canvas)).toEqual([1, 2, 3])
    await expect(current(canvas)).toHaveTextContent('1')
    const previous = canvas.getByRole('button', { name: 'Previous' })
    await expect(previous).toBeDisabled()
    await userEvent.click(previous, { pointerEventsCheck: 0 })
    await expect(args.onPageChange).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

export const MiddlePage: Story = {
  args: { currentPage: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageNumbers(canvas)).toEqual([4, 5, 6])
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(6)
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4)
  },
}

export const LastPage: Story = {
  args: { currentPage: 9 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageNumbers(canvas)).toEqual([7, 8, 9])
    const next = canvas.getByRole('button', { name: 'Next' })
    await expect(next).toBeDisabled()
    await userEvent.click(next, { pointerEventsCheck: 0 })
    await expect(args.onPageChange).not.toHaveBeenCalled()
  },
}

export const SinglePage: Story = {
  args: { currentPage: 1, lastPage: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageNumbers(canvas)).toEqual([1])
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

export const TwoPages: Story = { args: { currentPage: 2, lastPage: 2 } }

/** A current page beyond the last (a stale URL) is shown, and moved from, as the last page. */
export const ClampsOutOfRange: Story = {
  args: { currentPage: 42, lastPage: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(pageNumbers(canvas)).toEqual([3, 4, 5])
    await expect(current(canvas)).toHaveTextContent('5')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(4)
  },
}

export const WalksToTheEndAndStops: Story = {
  args: { currentPage: 1, lastPage: 4 },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByRole('button', { name: 'Next' })
    for (let i = 0; i < 5; i++) await userEvent.click(next, { pointerEventsCheck: 0 })
    await expect(args.onPageChange).toHaveBeenCalledTimes(3)
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4)
    await expect(pageNumbers(canvas)).toEqual([2, 3, 4])
    await expect(next).toBeDisabled()
  },
}
