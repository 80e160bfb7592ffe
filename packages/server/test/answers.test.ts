import {
  endpoints,
  IMPORT_TEMPLATE_CSV,
  isFileAnswer,
  schemasOf,
  type ApiClient,
  type EndpointName,
} from '@recur/api'
import { describe, expect, it } from 'vitest'
import { useTestServer } from './helpers/app'
import { PASSWORD, signUp } from './helpers/server'
import { now, subscriptionBody } from './helpers/subscriptions'
import { dstvPayment, fundWallet } from './helpers/wallet'

/*
 * The server's real answers have the shapes the endpoint tables promise (@recur/api
 * `endpoints`, each row's answer schema, strictly: every key, of its type, nothing more).
 * One journey calls every row through the contract's client; each answer's data is checked.
 */

const server = useTestServer({ now })
const called = new Set<EndpointName>()
const failures: string[] = []

/** The client, with every answer's data validated against its row's answer schema. */
function checked(token?: string): ApiClient {
  const api = server.api(token)
  return new Proxy(api, {
    get(target, name: EndpointName) {
      // A file row gives an address; the journey fetches it and checks the file's type.
      const spec = endpoints[name]
      if (isFileAnswer(spec)) {
        called.add(name)
        return target[name]
      }
      const call = target[name] as (...args: unknown[]) => Promise<{ data: unknown }>
      return async (...args: unknown[]) => {
        const answer = await call(...args)
        called.add(name)
        try {
          const schema = schemasOf(spec).answer
          if (!schema) throw new Error('the row names no answer schema')
          await schema.validate(answer.data, { strict: true })
        } catch (error) {
          failures.push(`${name}: ${String(error)} in ${JSON.stringify(answer.data)}`)
        }
        return answer
      }
    },
  })
}

describe('every answer has its row’s shape', () => {
  it('through a journey that calls every row', async () => {
    const { email } = await signUp(server)
    await checked().register({
      email: `b.${email}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    const { token } = (await checked().login({ email, password: PASSWORD })).data.user
    const api = checked(token)

    await api.profile()
    await api.updateProfile({ username: 'ada', timezone: 'Africa/Lagos' })
    await api.categories()
    await api.currencies()
    await api.reminderSettings()
    await api.updateReminderSettings({ days_before: 7 })
    await api.calendarFeed()
    await api.createCalendarFeed()
    await api.calendarFeed()
    await api.revokeCalendarFeed()

    const row = (await api.createSubscription(subscriptionBody())).data
    await api.updateSubscription(row.id, subscriptionBody({ name: 'Spotify Family' }))
    await api.renewSubscription(row.id)
    await api.getSubscription(row.id)
    await api.listSubscriptions({ per_page: 20 })
    const template = {
      file_name: 'template.csv',
      content: Buffer.from(IMPORT_TEMPLATE_CSV).toString('base64'),
    }
    await api.previewImport(template)
    await api.confirmImport(template)

    await fundWallet(server, token, 50_000)
    await api.walletBalance()
    await api.walletTransactions({ page: 1 })
    await api.fundWallet({ amount: 500 })
    await api.services({ payment_supported: 'true' })
    await api.serviceVariations({ service_name: 'dstv' })
    await api.serviceFields({ service_name: 'dstv' })
    await api.verifySmartcard({ service_name: 'dstv', smartcard_number: '7030000001' })
    await api.pay(dstvPayment(), 'answers-wallet')
    const card = (await api.pay(dstvPayment({ payment_method: 'card' }), 'answers-card')).data
    await api.cardPayment('reference' in card ? card.reference : '')

    await api.dashboardSummary({ currency: 'NGN' })
    await api.dashboardGraph({ period: 'year' })
    await api.dashboardGraph({ period: 'month' })
    await api.expiringSoon()
    await api.spendByCurrency({ period: 'all-time' })
    await api.spendByCategory()
    await api.renewed({ type: 'most' })

    const { ticket } = (await api.exportSubscriptions({ format: 'json' })).data
    await api.exportStatement({ from: '2026-03-01', to: '2026-03-31' })
    const file = await fetch(api.downloadExport({ ticket }))
    expect(file.status).toBe(200)
    expect(endpoints.downloadExport.answer.contentTypes).toContain(file.headers.get('content-type'))
    await file.arrayBuffer()

    await api.deleteSubscription(row.id)
    await checked().forgotPassword({ email })
    await api.changePassword({
      old_password: PASSWORD,
      password: 'another long password',
      password_confirmation: 'another long password',
    })
    const again = (await checked().login({ email, password: 'another long password' })).data
    await checked(again.user.token).logout()

    expect(failures).toEqual([])
    // resetPassword needs the mailed link's token: its answer is null, like forgotPassword's.
    expect(Object.keys(endpoints).filter((name) => !called.has(name as EndpointName))).toEqual([
      'resetPassword',
    ])
  }, 60_000)
})
