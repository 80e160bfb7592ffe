import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger as Logger } from 'fastify'
import { linksIn, type Mailer } from './mailer'

/** What the outbox writes beside each .eml, for people and tests to read. */
export interface OutboxEntry {
  id: string
  date: string
  from: string
  to: string
  subject: string
  text: string
  links: string[]
}

/**
 * The default mailer: every message becomes `<dir>/<time>-<id>.eml` (the full MIME message,
 * openable in any mail client) plus a `.json` sidecar, where a reset link is at hand without an
 * SMTP server. The log line names the file only: a link in it (a live reset token) would hand the
 * account to whoever reads the logs.
 */
export function createOutboxMailer(options: { dir: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    async send(message) {
      await mkdir(options.dir, { recursive: true })
      const info = await transport.sendMail({ from: options.from, ...message })
      const date = new Date()
      const id = randomUUID()
      const base = path.join(options.dir, `${date.toISOString().replace(/[:.]/g, '-')}-${id}`)
      const entry: OutboxEntry = {
        id,
        date: date.toISOString(),
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        links: linksIn(message.text),
      }
      await writeFile(`${base}.eml`, info.message as Buffer)
      await writeFile(`${base}.json`, `${JSON.stringify(entry, null, 2)}\n`)
      options.logger.info(
        { mail: { subject: entry.subject, file: `${base}.eml` } },
        `mail written to the outbox: ${entry.subject} → ${base}.json`,
      )
    },
    async close() {
      transport.close()
    },
  }
}
