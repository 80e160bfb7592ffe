import {
  isIsoDate,
  SUBSCRIPTION_EXPORT_FORMATS,
  type ExportFile,
  type ExportTicket,
} from '@recur/api'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database'
import { queryRows } from '../db/raw'
import type { Clock } from '../domain/clock'

/*
 * Download tickets (issue 16). The API's credential is a bearer token that the client adds to
 * each request, and a browser's download (a navigation to the file's address) cannot carry it.
 * So a signed-in POST asks for the file and gets a ticket: what to download and for which
 * session, until when, and a nonce, signed with HMAC-SHA256. The key is derived from the
 * session's stored token hash, which never leaves the server: any instance can check a ticket
 * with one read of the session's row, no secret needs configuring and no table holds tickets,
 * and a session that ends (logout, password change) takes its tickets with it. A ticket lives
 * EXPORT_TICKET_SECONDS and is taken once per instance (a second use within its life, on the
 * same instance, is refused; across instances the short life bounds it). It travels in the
 * query string, which the request log writes redacted (http/log.ts).
 */

/** How long a ticket works: enough to start the download it was made for. */
export const EXPORT_TICKET_SECONDS = 60

const SESSION_SQL = `select s.token_hash, s.user_id from sessions s
where s.id = $1::uuid and s.revoked_at is null and s.expires_at > $2::timestamptz`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const BASE64URL = /^[A-Za-z0-9_-]+$/

interface Claims {
  /** The session that asked. */
  s: string
  f: ExportFile
  /** Expiry, milliseconds since 1970. */
  x: number
  n: string
}

/** The signing key of one session's tickets (domain-separated from any other use of the hash). */
const keyOf = (tokenHash: string) =>
  createHmac('sha256', tokenHash).update('recur export ticket v1').digest()

const sign = (tokenHash: string, payload: string) =>
  createHmac('sha256', keyOf(tokenHash)).update(payload).digest()

const isExportFile = (value: unknown): value is ExportFile => {
  if (typeof value !== 'object' || value === null) return false
  const file = value as Record<string, unknown>
  if (file.kind === 'subscriptions')
    return (SUBSCRIPTION_EXPORT_FORMATS as readonly unknown[]).includes(file.format)
  return file.kind === 'statement' && isIsoDate(file.from) && isIsoDate(file.to)
}

/** The ticket's claims when it is well formed (not yet checked against its signature). */
function readClaims(payload: string): Claims | undefined {
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
    if (typeof claims !== 'object' || claims === null) return undefined
    const { s, f, x, n } = claims as Record<string, unknown>
    if (typeof s !== 'string' || !UUID.test(s) || typeof x !== 'number' || typeof n !== 'string')
      return undefined
    return isExportFile(f) ? { s, f, x, n } : undefined
  } catch {
    return undefined
  }
}

export function createExportTickets(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  /** Nonces taken on this instance, with their tickets' expiry (dropped once expired). */
  const taken = new Map<string, number>()

  // A session's life is checked by the wall clock, as every request's (services/sessions.ts);
  // a ticket's own by the app's clock, which made it.
  const liveSession = async (sessionId: string) => {
    const [row] = await queryRows(db, 'recur_export_ticket_session', SESSION_SQL, [
      sessionId,
      new Date().toISOString(),
    ])
    return row && { tokenHash: row[0] as string, userId: row[1] as string }
  }

  const forget = (now: number) => {
    for (const [nonce, expiry] of taken) if (expiry <= now) taken.delete(nonce)
  }

  return {
    /** A ticket for `file`, for the session `sessionId` (which must be live). */
    async issue(sessionId: string, file: ExportFile, fileName: string): Promise<ExportTicket> {
      const session = await liveSession(sessionId)
      if (!session) throw new Error('a ticket is issued only to a live session')
      const claims: Claims = {
        s: sessionId,
        f: file,
        x: clock.now().getTime() + EXPORT_TICKET_SECONDS * 1000,
        n: randomBytes(16).toString('base64url'),
      }
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
      const signature = sign(session.tokenHash, payload).toString('base64url')
      return {
        ticket: `${payload}.${signature}`,
        expires_at: new Date(claims.x).toISOString(),
        file_name: fileName,
      }
    },

    /**
     * The user and file a ticket stands for, taking it; undefined when it is not one of ours,
     * has expired, was taken already, or its session has ended.
     */
    async redeem(ticket: string): Promise<{ userId: string; file: ExportFile } | undefined> {
      const [payload, signature, extra] = ticket.split('.')
      if (extra !== undefined || !payload || !signature) return undefined
      if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return undefined
      const claims = readClaims(payload)
      const now = clock.now().getTime()
      if (!claims || claims.x <= now || taken.has(claims.n)) return undefined
      const session = await liveSession(claims.s)
      if (!session) return undefined
      const expected = sign(session.tokenHash, payload)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      // Checked again after the read: two redeems of one ticket may have waited on it together.
      if (taken.has(claims.n)) return undefined
      forget(now)
      taken.set(claims.n, claims.x)
      return { userId: session.userId, file: claims.f }
    },
  }
}

export type ExportTickets = ReturnType<typeof createExportTickets>
