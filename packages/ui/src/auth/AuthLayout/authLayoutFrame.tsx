// A frame for stories (not a story file): the auth forms shown in the page they live in.
import type { Decorator } from '@storybook/react-vite'
import { AuthLayout } from './AuthLayout'

/** The story inside AuthLayout, as the sign-in, sign-up and password pages show their form. */
export const authLayoutFrame: Decorator = (Story) => (
  <AuthLayout>
    <Story />
  </AuthLayout>
)
