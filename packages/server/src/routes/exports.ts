import { endpoints, exportFileName, messages, type ExportFile } from '@recur/api'
import { DomainError } from '../domain/errors'
import type { RouteContext } from './context'

/**
 * Exports (issue 16): a ticket for a file (signed in), then the file, streamed, for the ticket
 * (services/exportTickets.ts says why a ticket).
 */
export function exportRoutes({ services, serve }: RouteContext) {
  const ticketFor = async (sessionId: string, file: ExportFile) => ({
    message: messages.ok,
    data: await services.exports.tickets.issue(
      sessionId,
      file,
      exportFileName(file, services.clock.today()),
    ),
  })

  serve(endpoints.exportSubscriptions, async ({ auth, body }) =>
    ticketFor(auth.sessionId, { kind: 'subscriptions', format: body.format }),
  )

  serve(endpoints.exportStatement, async ({ auth, body }) =>
    ticketFor(auth.sessionId, { kind: 'statement', from: body.from, to: body.to }),
  )

  serve(endpoints.downloadExport, async ({ query }) => {
    const taken = await services.exports.tickets.redeem(query.ticket)
    if (!taken) throw new DomainError('not-found', messages.exportTicketInvalid)
    return services.exports.open(taken.userId, taken.file)
  })
}
