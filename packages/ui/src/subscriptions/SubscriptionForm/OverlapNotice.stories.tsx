import type { Meta, StoryObj } from '@storybook/react-vite'
import { Formik, useFormikContext } from 'formik'
import { expect, userEvent, within } from 'storybook/test'
import styled from 'styled-components'
import { size, space } from '../../theme'
import { OverlapNotice } from './OverlapNotice'

const Stack = styled.div`
  display: grid;
  gap: ${space[4]};
  max-width: ${size.readableMax};
`

/** The renewal form's dates, as the notice reads and moves them. */
interface Period {
  start_date: string
  end_date: string
}

function Values() {
  const { values } = useFormikContext<Period>()
  return <output aria-label="Chosen period">{`${values.start_date} to ${values.end_date}`}</output>
}

/** The notice inside a form holding `period`, as SubscriptionForm places it under the dates. */
function InForm({ currentEndDate, period }: { currentEndDate: string; period: Period }) {
  return (
    <Formik initialValues={period} onSubmit={() => undefined}>
      <Stack>
        <OverlapNotice currentEndDate={currentEndDate} />
        <Values />
      </Stack>
    </Formik>
  )
}

const meta = {
  title: 'UI/Subscriptions/OverlapNotice',
  component: InForm,
  parameters: { layout: 'padded' },
  args: {
    // Renewing on 15-Nov a period that runs until 14-Dec, with the spec's prefill (from today).
    currentEndDate: '2026-12-14',
    period: { start_date: '2026-11-15', end_date: '2026-12-14' },
  },
} satisfies Meta<typeof InForm>

export default meta
type Story = StoryObj<typeof meta>

export const Overlapping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('This period overlaps the current one')).toBeVisible()
    await expect(canvasElement).toHaveTextContent(
      'The current period runs until 14-Dec-2026. Start the new one the day after; the end date moves with it.',
    )
    await expect(canvas.getByRole('button', { name: 'Start on 15-Dec-2026' })).toBeVisible()
  },
}

/** One press: the period starts the day after the current end and keeps its 29 days. */
export const MovedToTheDayAfter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Start on 15-Dec-2026' }))
    await expect(canvas.getByLabelText('Chosen period')).toHaveTextContent(
      '2026-12-15 to 2027-01-13',
    )
    await expect(canvas.queryByText('This period overlaps the current one')).toBeNull()
  },
}

/** Starting on the current end day still shares a day with it. */
export const StartsOnTheCurrentEnd: Story = {
  args: { period: { start_date: '2026-12-14', end_date: '2027-01-13' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This period overlaps the current one'),
    ).toBeVisible()
  },
}

/** A period after the current one: nothing to say. */
export const NoOverlap: Story = {
  args: { period: { start_date: '2026-12-15', end_date: '2027-01-14' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByText('This period overlaps the current one'),
    ).toBeNull()
  },
}
