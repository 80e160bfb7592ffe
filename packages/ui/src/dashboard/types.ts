/**
 * The dashboard cards' own words (spec §2, §8). What they show (DashboardSummary, GraphRow,
 * CategorySpendRow, CurrencySpendRow, ExpiringRow, RenewalRow, Currency) is the contract's:
 * @recur/api/contract, so the app passes API data straight in.
 */

/** Spec §2 and §8: a card whose body failed reads 'Error' (while it loads, `messages.loading`). */
export const CARD_ERROR_TEXT = 'Error'
/** A list inside a dropdown (Most/Least Renewed) reads 'Error...', like its 'Loading...'. */
export const DROPDOWN_ERROR_TEXT = 'Error...'
