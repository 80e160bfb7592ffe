import { pages } from '@recur/api/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Link } from '../../primitives/Link'
import { AuthHeader, AuthStack, Brand, Footnote } from './AuthForm'

/** The pieces every auth form is built from: the page's h1 with its lead text, and a footnote. */
const meta = {
  title: 'UI/Auth/AuthForm',
  component: AuthHeader,
  args: {
    id: 'auth-title',
    title: (
      <>
        Welcome To <Brand>Recur</Brand>
      </>
    ),
    children: 'Every subscription and every renewal, in one place.',
  },
  render: (args) => (
    <AuthStack>
      <AuthHeader {...args} />
      <Footnote>
        Already have an account? <Link href={pages.login}>Login here</Link>
      </Footnote>
    </AuthStack>
  ),
} satisfies Meta<typeof AuthHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome To Recur' })).toBeVisible()
  },
}

export const WithoutLead: Story = { args: { children: undefined } }
