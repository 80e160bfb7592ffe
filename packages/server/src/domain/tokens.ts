import { createHash, randomBytes } from 'node:crypto'

/** A fresh secret token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What is stored in place of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Whether a presented value has the shape of one of our tokens (cheap rejection of junk). */
export function isWellFormedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value)
}
