/**
 * The one locale Recur speaks: English as written in Nigeria. Read by the app (react-aria's
 * I18nProvider) and by the build, which ships react-aria's translations for this language only.
 */
export const APP_LOCALE = 'en-NG'
