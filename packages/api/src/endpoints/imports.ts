import type { ImportPreview, ImportResult } from '../importing'
import { paths } from '../paths'
import { answer, endpoint } from './define'

/**
 * Importing subscriptions (issue 16): the file read and answered row by row with nothing
 * written, then the same file saved, all rows or none. Both take the file itself (its bytes in
 * base64), so the server never trusts a preview the browser hands back.
 */
export const importEndpoints = {
  previewImport: endpoint({
    method: 'POST',
    path: paths.importPreview,
    auth: true,
    body: 'importRequestSchema',
    answer: answer<ImportPreview>('importPreviewAnswer'),
  }),
  confirmImport: endpoint({
    method: 'POST',
    path: paths.imports,
    auth: true,
    body: 'importRequestSchema',
    answer: answer<ImportResult>('importResultAnswer'),
  }),
}
