/**
 * The longest text each field of the contract accepts, in UTF-16 code units (what JavaScript's
 * `length` counts). The spec sets none; these keep every value well inside what an index row can
 * hold (PostgreSQL's btree refuses a row past ~2.7 kB) and what a person could mean to type.
 */
export const TEXT_LIMITS = {
  /** RFC 5321's longest forward path. */
  email: 254,
  /** Long passphrases fit; a megabyte for argon2 to hash does not. */
  password: 256,
  /** A reset token is 43 characters; anything much longer is not one. */
  token: 128,
  username: 100,
  timezone: 100,
  subscriptionName: 100,
  description: 1000,
  phone: 32,
  smartcardNumber: 32,
  serviceName: 100,
  variationCode: 100,
  /** The list searches (subscription name, ledger description or reference). */
  search: 200,
  category: 100,
  /** An imported file's name, as a file system keeps it. */
  fileName: 255,
} as const

export type TextField = keyof typeof TEXT_LIMITS
