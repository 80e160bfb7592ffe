import type { Category } from '@recur/api'
import { asc, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { categories } from '../db/schema'

/** Every category, in the order GET /categories lists them. 'Others' catches the rest. */
export const CATEGORY_NAMES = [
  'Entertainment',
  'Music',
  'TV',
  'Cloud Storage',
  'Productivity',
  'News',
  'Fitness',
  'Education',
  'Utilities',
  'Others',
] as const
export type CategoryName = (typeof CATEGORY_NAMES)[number]
export const FALLBACK_CATEGORY: CategoryName = 'Others'

/**
 * Well-known services and their category. The subscription form has no category field, so the
 * server files each subscription by its name: a service's name (any of its spellings) found in
 * the subscription's name as whole words, ignoring case. The longest match wins, so
 * 'YouTube Music' is Music while 'YouTube Premium' is Entertainment.
 */
export const SERVICE_CATALOGUE: Record<Exclude<CategoryName, 'Others'>, readonly string[]> = {
  Entertainment: [
    'Netflix',
    'Showmax',
    'Prime Video',
    'Amazon Prime',
    'Disney+',
    'Disney Plus',
    'Apple TV+',
    'Apple TV',
    'YouTube Premium',
    'YouTube',
    'HBO Max',
    'Hulu',
    'Paramount+',
    'Peacock',
    'Crunchyroll',
    'IrokoTV',
    'Iroko',
    'Twitch',
    'PlayStation Plus',
    'Xbox Game Pass',
    'Nintendo Switch Online',
  ],
  Music: [
    'Spotify',
    'Apple Music',
    'Audiomack',
    'Boomplay',
    'YouTube Music',
    'Deezer',
    'Tidal',
    'SoundCloud',
    'Amazon Music',
  ],
  TV: ['DStv', 'GOtv', 'StarTimes', 'TStv'],
  'Cloud Storage': [
    'iCloud',
    'iCloud+',
    'Google One',
    'Google Drive',
    'Dropbox',
    'OneDrive',
    'pCloud',
    'Backblaze',
  ],
  Productivity: [
    'Microsoft 365',
    'Office 365',
    'Notion',
    'Canva',
    'ChatGPT',
    'OpenAI',
    'Claude',
    'Adobe',
    'Slack',
    'Zoom',
    'Figma',
    'Grammarly',
    'GitHub',
    'Trello',
    'Evernote',
    '1Password',
    'LastPass',
    'Google Workspace',
  ],
  News: [
    'New York Times',
    'NYTimes',
    'The Economist',
    'Financial Times',
    'Washington Post',
    'Wall Street Journal',
    'Bloomberg',
    'BusinessDay',
    'TheCable',
  ],
  Fitness: ['Strava', 'Peloton', 'Fitbit', 'MyFitnessPal', 'Headspace', 'Calm', 'Nike Training'],
  Education: [
    'Coursera',
    'Udemy',
    'Duolingo',
    'Skillshare',
    'MasterClass',
    'LinkedIn Learning',
    'uLesson',
  ],
  Utilities: [
    'MTN',
    'Airtel',
    'Glo',
    '9mobile',
    'Spectranet',
    'Smile 4G',
    'Starlink',
    'IKEDC',
    'EKEDC',
    'AEDC',
    'Electricity',
  ],
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char)

/** Every alias, lower-cased, longest first (the most specific name wins). */
const aliases: ReadonlyArray<{ alias: string; category: CategoryName }> = Object.entries(
  SERVICE_CATALOGUE,
)
  .flatMap(([category, names]) =>
    names.map((name) => ({ alias: name.toLowerCase(), category: category as CategoryName })),
  )
  .sort((a, b) => b.alias.length - a.alias.length)

/** Whether `alias` occurs in `text` with no letter or digit touching either end. */
function containsWord(text: string, alias: string): boolean {
  for (let at = text.indexOf(alias); at !== -1; at = text.indexOf(alias, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + alias.length])) return true
  }
  return false
}

/** The category a subscription with this name belongs to. */
export function categoryFor(subscriptionName: string): CategoryName {
  const text = subscriptionName.toLowerCase().replace(/\s+/g, ' ')
  return aliases.find(({ alias }) => containsWord(text, alias))?.category ?? FALLBACK_CATEGORY
}

export function createCategoryService(db: Database) {
  let ids: Promise<Map<string, string>> | undefined

  const load = async () => {
    const rows = await db.select({ id: categories.id, name: categories.name }).from(categories)
    return new Map(rows.map((row) => [row.name, row.id]))
  }

  return {
    /** Adds any catalogue category the database lacks; safe on every start. */
    async seed(): Promise<void> {
      await db
        .insert(categories)
        .values(CATEGORY_NAMES.map((name) => ({ name })))
        .onConflictDoNothing({ target: categories.name })
      ids = undefined
    },

    /** The category id for a subscription name. */
    async idFor(subscriptionName: string): Promise<string> {
      ids ??= load().catch((error: unknown) => {
        ids = undefined
        throw error
      })
      const name = categoryFor(subscriptionName)
      const id = (await ids).get(name)
      if (!id) throw new Error(`category "${name}" is not in the database; was seed() run?`)
      return id
    },

    /** The catalogue's categories, in catalogue order. */
    async list(): Promise<Category[]> {
      const rows = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(
          sql`array_position(array[${sql.join(
            CATEGORY_NAMES.map((name) => sql`${name}`),
            sql`, `,
          )}]::text[], ${categories.name})`,
          asc(categories.name),
        )
      return rows
    },
  }
}

export type CategoryService = ReturnType<typeof createCategoryService>
