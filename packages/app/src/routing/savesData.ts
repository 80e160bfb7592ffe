/** The Network Information API's part Recur reads (Chromium-based browsers; absent elsewhere). */
interface Connection {
  saveData?: boolean
  effectiveType?: string
}

/**
 * Whether the visitor asked their browser to save data (Save-Data, the "Lite mode" of Android
 * browsers) or is on a 2G connection. Then nothing is downloaded ahead of need: on metered mobile
 * data a page fetched in case it is opened next costs money and may never be opened.
 */
export function savesData(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}
