import type { Preview } from '@storybook/react-vite'
import { withThemeFromJSXProvider } from '@storybook/addon-themes'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { setupWorker } from 'msw/browser'
import { RouterProvider } from 'react-aria-components'
import { action } from 'storybook/actions'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle, darkTheme, lightTheme } from '../packages/ui/src'
import { FreshQueryClient } from './QueryClientDecorator'

const navigate = action('navigate')

const preview = {
  decorators: [
    // Keyed by story, so no cached answer leaks from one story into the next.
    (Story, { id }) => (
      <FreshQueryClient key={id}>
        <Story />
      </FreshQueryClient>
    ),
    // Links in ui stories report where they would go instead of leaving the iframe. Screen
    // stories render the app's own router, whose RouterProvider takes over inside them.
    (Story) => (
      <RouterProvider navigate={(path) => navigate(path)}>
        <Story />
      </RouterProvider>
    ),
    withThemeFromJSXProvider({
      themes: { light: lightTheme, dark: darkTheme },
      defaultTheme: 'light',
      Provider: ThemeProvider,
      GlobalStyles: GlobalStyle,
    }),
  ],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({
        quiet: true,
        // Every API call a story makes must be mocked on purpose; anything else is Storybook's.
        onUnhandledRequest(request, print) {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error()
        },
      })
      return worker
    }),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Accessibility violations fail the story's test.
      test: 'error',
      // react-aria's live announcer keeps a spoken 'aria-labelledby' for seconds after the
      // element it names is gone (a pending button that became a new screen); it is hidden and
      // not ours to label.
      context: { exclude: ['[data-live-announcer]'] },
    },
  },
  tags: ['autodocs'],
} satisfies Preview

export default preview
