import optimizeLocales from '@react-aria/optimize-locales-plugin'
import type { StorybookConfig } from '@storybook/react-vite'
import { APP_LOCALE } from '../packages/app/src/locale.ts'
import { serviceArtworkPlugin } from './serviceArtwork.ts'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['../public'],
  viteFinal: (config) => ({
    ...config,
    // As the app's build: react-aria's strings for Recur's one language only (the render bench
    // times the built Storybook).
    plugins: [
      optimizeLocales.vite({ locales: [new Intl.Locale(APP_LOCALE).language] }),
      ...(config.plugins ?? []),
      serviceArtworkPlugin(),
    ],
  }),
  core: { disableTelemetry: true },
}

export default config
