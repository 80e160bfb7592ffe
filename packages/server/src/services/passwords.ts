import { hash, verify, type Algorithm } from '@node-rs/argon2'
import type { Config } from '../config'

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(hashed: string, password: string): Promise<boolean>
  /**
   * Spends the same work as a real check, for an account that does not exist, so the response
   * time does not tell whether the e-mail is registered. Always false.
   */
  verifyNothing(password: string): Promise<false>
}

/** argon2id with the configured cost. */
export function createPasswordHasher(cost: Config['argon2']): PasswordHasher {
  // Algorithm.Argon2id; the enum is a `const enum`, which verbatimModuleSyntax cannot import.
  const argon2id = 2 as Algorithm.Argon2id
  const options = { algorithm: argon2id, ...cost }
  const doHash = (password: string) => hash(password, options)
  // Made once, up front, so the first unknown-e-mail login is not slower than the rest.
  const dummy = doHash('no account has this password')
  return {
    hash: doHash,
    async verify(hashed, password) {
      try {
        return await verify(hashed, password)
      } catch {
        return false
      }
    },
    async verifyNothing(password) {
      await verify(await dummy, password).catch(() => false)
      return false
    },
  }
}
