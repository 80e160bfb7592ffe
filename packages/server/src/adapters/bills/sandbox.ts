import { SMARTCARD_FIELD, type SmartcardCheck } from '@recur/api'
import type { BillProvider, ProviderService, PurchaseAnswer, PurchaseRequest } from './provider'

const naira = (n: number) => BigInt(n) * 100n
/** The convenience fee on every bouquet, in naira. */
const FEE = 100

const bouquet = (code: string, name: string, amount: number) => ({
  code,
  name,
  amountKobo: naira(amount),
  feeKobo: naira(FEE),
  months: 1,
})

/**
 * The sandbox catalogue: Nigerian pay-TV bouquets at plausible 2026 monthly prices (NGN), each
 * with a ₦100 fee. No money leaves; the test smartcard numbers below decide what happens.
 */
export const SANDBOX_SERVICES: ProviderService[] = [
  {
    uid: 'svc_dstv',
    name: 'DStv',
    slug: 'dstv',
    fields: [{ name: SMARTCARD_FIELD, label: 'Smartcard Number' }],
    variations: [
      bouquet('dstv-padi', 'DStv Padi', 4_400),
      bouquet('dstv-yanga', 'DStv Yanga', 6_000),
      bouquet('dstv-confam', 'DStv Confam', 11_000),
      bouquet('dstv-compact', 'DStv Compact', 19_000),
      bouquet('dstv-compact-plus', 'DStv Compact Plus', 30_000),
      bouquet('dstv-premium', 'DStv Premium', 44_500),
    ],
  },
  {
    uid: 'svc_gotv',
    name: 'GOtv',
    slug: 'gotv',
    fields: [{ name: SMARTCARD_FIELD, label: 'IUC Number' }],
    variations: [
      bouquet('gotv-smallie', 'GOtv Smallie', 1_900),
      bouquet('gotv-jinja', 'GOtv Jinja', 3_900),
      bouquet('gotv-jolli', 'GOtv Jolli', 5_800),
      bouquet('gotv-max', 'GOtv Max', 8_500),
      bouquet('gotv-supa', 'GOtv Supa', 11_400),
      bouquet('gotv-supa-plus', 'GOtv Supa+', 16_800),
    ],
  },
  {
    uid: 'svc_startimes',
    name: 'StarTimes',
    slug: 'startimes',
    fields: [{ name: SMARTCARD_FIELD, label: 'Smartcard Number' }],
    variations: [
      bouquet('startimes-nova', 'StarTimes Nova', 2_100),
      bouquet('startimes-basic', 'StarTimes Basic', 4_000),
      bouquet('startimes-smart', 'StarTimes Smart', 5_100),
      bouquet('startimes-classic', 'StarTimes Classic', 6_000),
      bouquet('startimes-super', 'StarTimes Super', 9_800),
    ],
  },
  {
    uid: 'svc_showmax',
    name: 'Showmax',
    slug: 'showmax',
    fields: [],
    variations: [
      bouquet('showmax-mobile', 'Showmax Mobile', 3_500),
      bouquet('showmax-standard', 'Showmax', 5_000),
      bouquet('showmax-pl-mobile', 'Showmax Premier League Mobile', 6_500),
      bouquet('showmax-pl', 'Showmax Premier League', 9_000),
    ],
  },
]

/** What the sandbox does with a test number at purchase time. */
type Behaviour = 'deliver' | 'decline' | 'timeout'

/**
 * The test smartcard / IUC numbers (documented in packages/server/README.md). Any other number
 * does not verify. A number is for the service it is listed under only.
 */
export const SANDBOX_SMARTCARDS: Record<
  string,
  Record<string, SmartcardCheck & { behaviour: Behaviour }>
> = {
  dstv: {
    '7030000001': {
      customer_name: 'Adaeze Okafor',
      current_variation_name: 'DStv Yanga',
      behaviour: 'deliver',
    },
    '7030000002': {
      customer_name: 'Babatunde Adeyemi',
      current_variation_name: 'DStv Compact',
      behaviour: 'deliver',
    },
    '7030000008': {
      customer_name: 'Tunde Slowly',
      current_variation_name: 'DStv Padi',
      behaviour: 'timeout',
    },
    '7030000009': {
      customer_name: 'Ngozi Declined',
      current_variation_name: 'DStv Confam',
      behaviour: 'decline',
    },
  },
  gotv: {
    '4620000001': {
      customer_name: 'Chidi Nwosu',
      current_variation_name: 'GOtv Jolli',
      behaviour: 'deliver',
    },
    '4620000009': {
      customer_name: 'Halima Declined',
      current_variation_name: 'GOtv Max',
      behaviour: 'decline',
    },
  },
  startimes: {
    '0210000001': {
      customer_name: 'Funke Bello',
      current_variation_name: 'StarTimes Basic',
      behaviour: 'deliver',
    },
  },
}

export const SANDBOX_DECLINE_MESSAGE = 'The provider declined this smartcard (account barred).'

/**
 * The default provider: delivers every purchase at once, except for the test numbers that
 * decline (a final failure) or never answer (a timeout; a requery then says it failed).
 * Requests without a smartcard (Showmax) always deliver.
 */
export function createSandboxProvider(): BillProvider {
  // What each purchase became, for requery; the oldest are forgotten past a bound.
  const answers = new Map<string, PurchaseAnswer>()
  const remember = (requestId: string, answer: PurchaseAnswer) => {
    answers.set(requestId, answer)
    if (answers.size > 10_000) answers.delete(answers.keys().next().value as string)
  }
  const behaviourOf = (request: PurchaseRequest): Behaviour => {
    if (!request.smartcardNumber) return 'deliver'
    return (
      SANDBOX_SMARTCARDS[request.service.slug]?.[request.smartcardNumber]?.behaviour ?? 'decline'
    )
  }
  return {
    name: 'sandbox',
    services: async () => SANDBOX_SERVICES,
    async verifySmartcard(service, smartcardNumber) {
      const found = SANDBOX_SMARTCARDS[service.slug]?.[smartcardNumber]
      return found
        ? {
            customer_name: found.customer_name,
            current_variation_name: found.current_variation_name,
          }
        : undefined
    },
    async purchase(request, signal) {
      const behaviour = behaviourOf(request)
      if (behaviour === 'timeout') {
        remember(request.requestId, { status: 'failed', message: 'Not delivered.' })
        // Never answers; the caller's timeout aborts the wait.
        return new Promise<PurchaseAnswer>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
        })
      }
      const answer: PurchaseAnswer =
        behaviour === 'deliver'
          ? { status: 'delivered', providerReference: `SBX-${request.requestId}` }
          : { status: 'failed', message: SANDBOX_DECLINE_MESSAGE }
      remember(request.requestId, answer)
      return answer
    },
    async requery(requestId) {
      return answers.get(requestId) ?? { status: 'failed', message: 'Unknown request.' }
    },
  }
}
