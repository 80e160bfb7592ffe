import path from 'node:path'
import type { FastifyBaseLogger as Logger } from 'fastify'
import type { Config } from '../../config'
import type { Mailer } from './mailer'
import { createOutboxMailer } from './outbox'
import { createSmtpMailer } from './smtp'

export type { Mailer, MailMessage } from './mailer'
export type { OutboxEntry } from './outbox'
export { createOutboxMailer, createSmtpMailer }

/** SMTP when SMTP_URL is set, else the outbox under DATA_DIR/outbox. */
export function createMailer(config: Config, logger: Logger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, logger })
    : createOutboxMailer({
        dir: path.join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        logger,
      })
}
