import { describe, expect, it } from 'vitest'
import { CATEGORY_NAMES, categoryFor, FALLBACK_CATEGORY, SERVICE_CATALOGUE } from './categories'

describe('categoryFor', () => {
  it.each([
    ['Netflix', 'Entertainment'],
    ['Netflix Premium', 'Entertainment'],
    ['netflix basic (shared)', 'Entertainment'],
    ['Showmax Pro', 'Entertainment'],
    ['Prime Video', 'Entertainment'],
    ['Disney+', 'Entertainment'],
    ['Disney+ Hotstar', 'Entertainment'],
    ['Apple TV+', 'Entertainment'],
    ['YouTube Premium', 'Entertainment'],
    ['Spotify', 'Music'],
    ['Spotify Family', 'Music'],
    ['Apple Music', 'Music'],
    ['Audiomack', 'Music'],
    ['Boomplay', 'Music'],
    ['YouTube Music', 'Music'],
    ['youtube music premium', 'Music'],
    ['Deezer', 'Music'],
    ['DStv Compact', 'TV'],
    ['GOtv Max', 'TV'],
    ['StarTimes', 'TV'],
    ['DSTV', 'TV'],
    ['iCloud+ 200GB', 'Cloud Storage'],
    ['Google One', 'Cloud Storage'],
    ['Dropbox Plus', 'Cloud Storage'],
    ['OneDrive', 'Cloud Storage'],
    ['Microsoft 365 Family', 'Productivity'],
    ['Notion', 'Productivity'],
    ['Canva Pro', 'Productivity'],
    ['ChatGPT Plus', 'Productivity'],
    ['Adobe Creative Cloud', 'Productivity'],
    ['The Economist', 'News'],
    ['Strava', 'Fitness'],
    ['Duolingo Super', 'Education'],
    ['MTN data', 'Utilities'],
  ])('%s → %s', (name, category) => {
    expect(categoryFor(name)).toBe(category)
  })

  it.each([
    'Gym membership',
    'Rent',
    '',
    '   ',
    // Whole words only: a service's name inside another word is not that service.
    'Netflixy',
    'Spotifying',
    'superdstv',
    'Dropboxes',
    'Glow skincare',
    'Smiley',
    'GOtvs',
  ])('%j → Others', (name) => {
    expect(categoryFor(name)).toBe(FALLBACK_CATEGORY)
  })

  it('matches across spacing and case', () => {
    expect(categoryFor('  PRIME    VIDEO  ')).toBe('Entertainment')
    expect(categoryFor('apple\ttv+')).toBe('Entertainment')
  })

  it('prefers the most specific name', () => {
    expect(categoryFor('YouTube')).toBe('Entertainment')
    expect(categoryFor('YouTube Music')).toBe('Music')
    expect(categoryFor('Apple TV')).toBe('Entertainment')
    expect(categoryFor('Apple Music')).toBe('Music')
  })

  it('files every catalogue entry under its own category', () => {
    for (const [category, names] of Object.entries(SERVICE_CATALOGUE)) {
      expect(CATEGORY_NAMES).toContain(category)
      for (const name of names) {
        expect(categoryFor(name), name).toBe(category)
        expect(categoryFor(`My ${name} plan`), name).toBe(category)
      }
    }
  })

  it('lists each alias once', () => {
    const aliases = Object.values(SERVICE_CATALOGUE).flatMap((names) =>
      names.map((n) => n.toLowerCase()),
    )
    expect(new Set(aliases).size).toBe(aliases.length)
  })

  it('ends the category list with Others', () => {
    expect(CATEGORY_NAMES.at(-1)).toBe(FALLBACK_CATEGORY)
  })
})
