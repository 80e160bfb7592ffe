import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { NotFoundArt } from '../NotFound/NotFoundArt'
import { Actions, FeedbackLayout, Message, Picture } from './FeedbackLayout'

/** The shared frame of the feedback views: a picture, a heading, a message and actions. */
const meta = {
  title: 'UI/Feedback/FeedbackLayout',
  component: FeedbackLayout,
  args: {
    children: (
      <>
        <Picture>
          <NotFoundArt />
        </Picture>
        <Heading level={1} size="md">
          Nothing here
        </Heading>
        <Message>The page you asked for has moved or never existed.</Message>
        <Actions>
          <Button>Go back</Button>
        </Actions>
      </>
    ),
  },
} satisfies Meta<typeof FeedbackLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Nothing here' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go back' })).toBeVisible()
  },
}

export const FillsThePage: Story = { args: { $fill: true } }
