/** One e-mail, in the words of the product; how it travels is the adapter's business. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): Promise<void>
}

/** Links in a text body, for the outbox's log line and sidecar. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? []
}
