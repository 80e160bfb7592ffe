/**
 * The dialog that confirms a paid renewal's payment: a chunk of its own, loaded after the form
 * has painted (ModifySubscriptionScreen.tsx).
 */
export { ConfirmRenewalPaymentDialog } from '@recur/ui'
