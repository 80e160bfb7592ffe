import timekeeper from 'timekeeper'
import { beforeEach } from 'vitest'
import { STORYBOOK_NOW } from './clock'

/**
 * Vitest plays every stories file in one page (vitest.config.ts: `isolate: false`), where the
 * clock would run on from the first file: a story's "now" would depend on what ran before it.
 * Each story starts at Storybook's "now" instead, as the first story of a fresh page does.
 */
beforeEach(() => {
  timekeeper.travel(STORYBOOK_NOW)
})
