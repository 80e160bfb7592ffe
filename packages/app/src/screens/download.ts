import type { Download } from '@recur/api/queries'

/**
 * Starts the browser's download of a file the API streams (issue 16): a click on a link to its
 * address with `download`, so the page stays where it is and the file goes to disk as it
 * arrives, never through the page's memory. The address carries the file's single-use ticket,
 * not the session's token (docs/architecture.md, "Exports").
 */
export function startDownload({ url, fileName }: Download): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
