import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { createMailer, createOutboxMailer, createSmtpMailer } from '.'
import { defineConfig } from '../../config'

const lines: unknown[][] = []
const logger = {
  info: (...args: unknown[]) => lines.push(args),
  error: () => {},
  warn: () => {},
  debug: () => {},
} as unknown as Parameters<typeof createOutboxMailer>[0]['logger']

const message = {
  to: 'ada@example.com',
  subject: 'Reset your Recur password',
  text: 'Open http://recur.test/password/reset?token=abc_DEF-123 to choose a new password.',
}

/** The body of a quoted-printable message, as a mail client shows it. */
const bodyOf = (raw: string) =>
  raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))

const cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  lines.length = 0
  while (cleanup.length > 0) await cleanup.pop()?.()
})

describe('outbox mailer', () => {
  it('writes the message as .eml plus a .json sidecar; the log names the file, never the link', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'recur-outbox-'))
    cleanup.push(() => rm(dir, { recursive: true, force: true }))
    const mailer = createOutboxMailer({
      dir: path.join(dir, 'outbox'),
      from: 'Recur <no-reply@recur.test>',
      logger,
    })
    await mailer.send(message)

    const files = (await readdir(path.join(dir, 'outbox'))).sort()
    expect(files).toHaveLength(2)
    const [eml, json] = [
      files.find((f) => f.endsWith('.eml')),
      files.find((f) => f.endsWith('.json')),
    ]
    expect(eml?.replace('.eml', '')).toBe(json?.replace('.json', ''))
    const raw = await readFile(path.join(dir, 'outbox', eml ?? ''), 'utf8')
    expect(raw).toMatch(/^From: Recur <no-reply@recur\.test>$/m)
    expect(raw).toMatch(/^To: ada@example\.com$/m)
    expect(raw).toMatch(/^Subject: Reset your Recur password$/m)
    expect(bodyOf(raw)).toContain(message.text)
    const entry = JSON.parse(
      await readFile(path.join(dir, 'outbox', json ?? ''), 'utf8'),
    ) as Record<string, unknown>
    expect(entry).toMatchObject({
      ...message,
      links: ['http://recur.test/password/reset?token=abc_DEF-123'],
    })
    const logged = JSON.stringify(lines)
    expect(logged).toContain(json?.replace('.json', '') ?? 'no file')
    expect(logged).not.toContain('abc_DEF-123')
    expect(logged).not.toContain('ada@example.com')
  })
})

describe('SMTP mailer', () => {
  it('delivers to an SMTP server (a local fake on 127.0.0.1)', async () => {
    const received: Array<{ from: string; to: string[]; raw: string }> = []
    const fake = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    cleanup.push(() => new Promise<void>((resolve) => fake.close(() => resolve())))
    const { port } = fake.server.address() as AddressInfo

    const config = defineConfig({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Recur <no-reply@recur.test>',
    })
    const mailer = createMailer(config, logger)
    cleanup.push(() => mailer.close())
    await mailer.send(message)

    expect(received).toHaveLength(1)
    expect(received[0]?.from).toBe('no-reply@recur.test')
    expect(received[0]?.to).toEqual(['ada@example.com'])
    expect(received[0]?.raw).toMatch(/^Subject: Reset your Recur password\r?$/m)
    expect(bodyOf(received[0]?.raw ?? '')).toContain(message.text)
  })

  it('fails the send when the server refuses the message', async () => {
    const fake = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(new Error('no such mailbox'))
      },
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    cleanup.push(() => new Promise<void>((resolve) => fake.close(() => resolve())))
    const { port } = fake.server.address() as AddressInfo
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@recur.test',
      logger,
    })
    cleanup.push(() => mailer.close())
    await expect(mailer.send(message)).rejects.toThrow(/no such mailbox/)
  })
})
