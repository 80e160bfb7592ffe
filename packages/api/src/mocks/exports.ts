import { HttpResponse } from 'msw'
import { messages } from '../messages'
import { csvLine, CSV_BOM } from '../transfer/csv'
import { EXPORT_CONTENT_TYPES, type ExportTicket } from '../transfer/files'
import { subscriptionCsvHeader } from '../transfer/subscriptions'
import { FIXTURE_CREDENTIAL_EXPIRY } from './fixtures'
import { ok, validationError } from './respond'
import { variants } from './variants'

/** A ticket as POST /exports/… answers it (expiring, like every fixture credential, far ahead). */
export const exportTicket = (overrides: Partial<ExportTicket> = {}): ExportTicket => ({
  ticket: 'eyJmaXh0dXJlIjp0cnVlfQ.c2lnbmF0dXJl',
  expires_at: FIXTURE_CREDENTIAL_EXPIRY,
  file_name: 'recur-subscriptions-2026-11-15.csv',
  ...overrides,
})

/** Exports (issue 16): tickets, refusals, and a small file. */
export const exportHandlers = {
  exportSubscriptions: variants('exportSubscriptions', {
    ready: () => ok(exportTicket()),
  }),
  exportStatement: variants('exportStatement', {
    ready: () =>
      ok(exportTicket({ file_name: 'recur-wallet-statement-2026-11-01-to-2026-11-30.csv' })),
    tooLong: () => validationError({ to: [messages.statementRangeTooLong] }),
  }),
  downloadExport: variants('downloadExport', {
    csv: () =>
      new HttpResponse(
        CSV_BOM +
          subscriptionCsvHeader() +
          csvLine(['sub_netflix', null, 'Netflix Premium', 4500, 'NGN', 'Entertainment']),
        {
          headers: {
            'content-type': EXPORT_CONTENT_TYPES.csv,
            'content-disposition': 'attachment; filename="recur-subscriptions-2026-11-15.csv"',
          },
        },
      ),
    expired: () =>
      HttpResponse.json(
        { status: 404, message: messages.exportTicketInvalid, data: null },
        { status: 404 },
      ),
  }),
}
