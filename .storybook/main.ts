import type { StorybookConfig } from '@storybook/react-vite'
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
    plugins: [...(config.plugins ?? []), serviceArtworkPlugin()],
  }),
  core: { disableTelemetry: true },
}

export default config
