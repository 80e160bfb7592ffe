import { DEFAULT_API_BASE } from '@recur/api'
import { APP_LOCALE } from './locale'

/** Build-time configuration (Vite `VITE_*` variables); the only reader of import.meta.env. */
export const config = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE,
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@recur.ng',
  pricingUrl: import.meta.env.VITE_PRICING_URL || 'https://recur.ng/pricing',
  productName: 'Recur',
  locale: APP_LOCALE,
} as const
