import { paths } from '../paths'
import { EXPORT_CONTENT_TYPES, type ExportTicket } from '../transfer/files'
import { answer, endpoint, file, query } from './define'

/**
 * Exports (issue 16): a signed-in POST asks for a file and answers a short-lived ticket; the
 * browser then downloads the file from GET /exports/download?ticket=…, a plain navigation that
 * carries no bearer token, so the ticket is its only credential (docs/architecture.md, "Exports").
 */
export const exportEndpoints = {
  exportSubscriptions: endpoint({
    method: 'POST',
    path: paths.exportSubscriptions,
    auth: true,
    body: 'subscriptionsExportRequestSchema',
    answer: answer<ExportTicket>('exportTicketAnswer'),
  }),
  exportStatement: endpoint({
    method: 'POST',
    path: paths.exportStatement,
    auth: true,
    body: 'statementRequestSchema',
    answer: answer<ExportTicket>('exportTicketAnswer'),
  }),
  downloadExport: endpoint({
    method: 'GET',
    path: paths.exportDownload,
    auth: false,
    query: query('exportDownloadQuerySchema'),
    answer: file(EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.json),
  }),
}
