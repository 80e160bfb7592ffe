import { SMARTCARD_FIELD, type SmartcardCheck } from '@recur/api'
import type { BillProvider, ProviderService, PurchaseAnswer, PurchaseRequest } from './provider'

/** VTpass's live API; its sandbox is https://sandbox.vtpass.com/api (VTPASS_BASE_URL). */
export const DEFAULT_VTPASS_BASE_URL = 'https://vtpass.com/api'

/** Recur's convenience fee on every bouquet bought through VTpass, in kobo (as the sandbox's). */
export const VTPASS_FEE_KOBO = 100_00n

/** How long the service list is kept before it is asked for again. */
const SERVICES_TTL_MS = 10 * 60_000

export interface VtpassConfig {
  apiKey: string
  secretKey: string
  publicKey: string
  baseUrl: string
}

/** The services Recur sells through VTpass: their serviceID and how Recur shows them. */
export const VTPASS_SERVICES = [
  { serviceId: 'dstv', name: 'DStv', label: 'Smartcard Number' },
  { serviceId: 'gotv', name: 'GOtv', label: 'IUC Number' },
  { serviceId: 'startimes', name: 'StarTimes', label: 'Smartcard Number' },
  // Showmax has no smartcard: VTpass takes the phone number as its billersCode.
  { serviceId: 'showmax', name: 'Showmax', label: undefined },
] as const

/** What VTpass answers (the fields Recur reads). */
interface VtpassBody {
  code?: string
  response_description?: string
  content?: {
    variations?: VtpassVariation[]
    varations?: VtpassVariation[]
    Customer_Name?: string
    Current_Bouquet?: string
    error?: string
    transactions?: { status?: string; transactionId?: string | number }
  }
}
interface VtpassVariation {
  variation_code: string
  name: string
  variation_amount: string
}

export class VtpassError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'VtpassError'
  }
}

/** "1850.00" (naira) → kobo. */
const toKobo = (amount: string) => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) throw new VtpassError(`VTpass sent an amount Recur cannot read: "${amount}"`)
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** kobo → VTpass's naira amount. */
const toNaira = (kobo: bigint) => Number(kobo) / 100

/** The period a bouquet pays for, from its name ("… 3 Months", "… Yearly"); one month otherwise. */
const monthsOf = (name: string) => {
  const months = /(\d+)\s*months?/i.exec(name)
  if (months) return Math.max(1, Number(months[1]))
  if (/\b(year|yearly|annual|1 yr)\b/i.test(name)) return 12
  return 1
}

/**
 * What a pay or requery answer means. '000' with the transaction `delivered` → delivered;
 * '099' (TRANSACTION PROCESSING), '000' with the transaction pending or initiated, and '014'
 * (the request id already exists: a repeat of a purchase already made) → pending (ask again);
 * '015' on a requery (no such request id) and every other code → failed, with VTpass's words.
 */
export function answerOf(body: VtpassBody, requestId: string): PurchaseAnswer {
  const code = body.code ?? ''
  const described = body.response_description ?? ''
  const status = body.content?.transactions?.status?.toLowerCase()
  if (code === '000') {
    if (status === 'delivered') {
      const id = body.content?.transactions?.transactionId
      return { status: 'delivered', providerReference: id === undefined ? requestId : String(id) }
    }
    if (status === 'failed' || status === 'reversed') {
      return { status: 'failed', message: `VTpass: transaction ${status}.` }
    }
    return { status: 'pending' }
  }
  if (code === '099' || code === '014' || /PROCESSING/i.test(described))
    return { status: 'pending' }
  return { status: 'failed', message: `VTpass: ${described || `code ${code || 'missing'}`}.` }
}

/**
 * VTpass (https://www.vtpass.com/documentation/): the service-variations, merchant-verify, pay
 * and requery endpoints, authenticated with the `api-key` and `secret-key` headers on POST and
 * `api-key` and `public-key` on GET.
 */
export function createVtpassProvider(
  config: VtpassConfig,
  options: { timeoutMs: number; now?: () => number },
): BillProvider {
  const base = config.baseUrl.replace(/\/+$/, '')
  const now = options.now ?? Date.now
  let cached: { at: number; services: ProviderService[] } | undefined

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    signal?: AbortSignal,
  ): Promise<VtpassBody> => {
    const headers: Record<string, string> =
      method === 'GET'
        ? { 'api-key': config.apiKey, 'public-key': config.publicKey }
        : {
            'api-key': config.apiKey,
            'secret-key': config.secretKey,
            'content-type': 'application/json',
          }
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: signal ?? AbortSignal.timeout(options.timeoutMs),
    })
    const text = await response.text()
    let parsed: VtpassBody
    try {
      parsed = JSON.parse(text) as VtpassBody
    } catch {
      throw new VtpassError(`VTpass answered ${response.status} without JSON`)
    }
    // A refused key is an answer too (code 087 and the like), not a broken connection.
    if (!response.ok && !parsed.code) {
      throw new VtpassError(`VTpass answered ${response.status}`)
    }
    return parsed
  }

  const loadServices = async (): Promise<ProviderService[]> =>
    Promise.all(
      VTPASS_SERVICES.map(async (s) => {
        const body = await call('GET', `/service-variations?serviceID=${s.serviceId}`)
        const list = body.content?.variations ?? body.content?.varations
        if (body.response_description !== '000' || !Array.isArray(list)) {
          throw new VtpassError(
            `VTpass refused the ${s.serviceId} variations: ${body.response_description ?? body.code ?? '?'}`,
          )
        }
        return {
          uid: `svc_${s.serviceId}`,
          name: s.name,
          slug: s.serviceId,
          fields: s.label ? [{ name: SMARTCARD_FIELD, label: s.label }] : [],
          variations: list.map((v) => ({
            code: v.variation_code,
            name: v.name,
            amountKobo: toKobo(v.variation_amount),
            feeKobo: VTPASS_FEE_KOBO,
            months: monthsOf(v.name),
          })),
        }
      }),
    )

  return {
    name: 'vtpass',

    /** Cached for ten minutes; an unreachable VTpass keeps the last list it gave. */
    async services() {
      if (cached && now() - cached.at < SERVICES_TTL_MS) return cached.services
      try {
        cached = { at: now(), services: await loadServices() }
      } catch (error) {
        if (!cached) throw error
      }
      return cached.services
    },

    async verifySmartcard(service, smartcardNumber): Promise<SmartcardCheck | undefined> {
      const body = await call('POST', '/merchant-verify', {
        billersCode: smartcardNumber,
        serviceID: service.slug,
      })
      if (body.code === '087') throw new VtpassError('VTpass refused the API keys')
      const name = body.content?.Customer_Name?.trim()
      if (body.code !== '000' || body.content?.error || !name) return undefined
      return { customer_name: name, current_variation_name: body.content?.Current_Bouquet ?? '' }
    },

    async purchase(request: PurchaseRequest, signal) {
      const body = await call(
        'POST',
        '/pay',
        {
          request_id: request.requestId,
          serviceID: request.service.slug,
          billersCode: request.smartcardNumber ?? request.phoneNumber,
          variation_code: request.variation.code,
          amount: toNaira(request.variation.amountKobo),
          phone: request.phoneNumber,
          subscription_type: request.subscriptionType ?? 'change',
          quantity: 1,
        },
        signal,
      )
      return answerOf(body, request.requestId)
    },

    async requery(requestId) {
      return answerOf(await call('POST', '/requery', { request_id: requestId }), requestId)
    },
  }
}
