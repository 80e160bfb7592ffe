import nodemailer from 'nodemailer'
import type { FastifyBaseLogger as Logger } from 'fastify'
import type { Mailer } from './mailer'

/** Sends through an SMTP server given as smtp://user:pass@host:port (or smtps://…). */
export function createSmtpMailer(options: { url: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.url)
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message })
      options.logger.info(
        { mail: { to: message.to, subject: message.subject, id: info.messageId } },
        'mail sent',
      )
    },
    async close() {
      transport.close()
    },
  }
}
