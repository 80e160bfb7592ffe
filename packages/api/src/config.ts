/** The API's base path on the provider (spec §7); the host comes from configuration. */
export const DEFAULT_API_BASE = '/api'

/** A path of `paths` under the default base, as the browser and MSW see it. */
export const apiUrl = (path: string, base: string = DEFAULT_API_BASE) => `${base}${path}`
