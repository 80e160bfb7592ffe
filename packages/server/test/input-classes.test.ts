import { messages, paths, TEXT_LIMITS } from '@recur/api'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { inputMessages } from '../src/http/validate'
import { useTestServer } from './helpers/app'
import { expectEnvelope, request, writeWatch } from './helpers/hostile'
import { signUp } from './helpers/server'
import { now, subscriptionBody } from './helpers/subscriptions'
import { dstvPayment, fundWallet } from './helpers/wallet'

/*
 * The classes of input that were 5xx (or silently coerced) before the contract bounded them
 * (issue 12, finding 4): amounts that are not JSON numbers or overflow to Infinity, bodies
 * nested thousands deep, text past any index row, lone surrogates. Each is a 422 naming the
 * field, and nothing is written. The properties in hostile-input.test.ts generate the same
 * classes; these are the cases that first failed, kept by hand.
 */

let token: string
let ownId: string
const watch = () => writeWatch(server.db, server)
let w: ReturnType<typeof watch>

const server = useTestServer({ now })
beforeAll(async () => {
  token = (await signUp(server)).token
  ownId = (await server.api(token).createSubscription(subscriptionBody())).data.id
  await fundWallet(server, token, 20_000)
  w = watch()
})
beforeEach(async () => {
  await w.take()
})

const headers = () => ({
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
  'idempotency-key': `key-${Math.random()}`,
})

/** Sends raw JSON text and expects a 422 whose errors name `field` with `message`. */
async function expectRefused(
  method: string,
  path: string,
  body: string,
  field: string,
  message?: string,
) {
  const answer = await request(server, method, `/api${path}`, { headers: headers(), body })
  expectEnvelope(answer, 422)
  const errors = (answer.body as { errors?: Record<string, string[]> }).errors ?? {}
  expect(Object.keys(errors), JSON.stringify(answer.body)).toContain(field)
  if (message) expect(errors[field]).toContain(message)
  await w.expectUnchanged(`${method} ${path} ${body.slice(0, 80)}`)
}

/** A body's JSON text with one value written as raw JSON text (e.g. 1e400, which stringify cannot). */
const withRaw = (body: object, field: string, raw: string) =>
  JSON.stringify({ ...body, [field]: '__RAW__' }).replace('"__RAW__"', raw)

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** Text no compression shrinks, so an index row really is this long. */
const incompressible = (length: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join('')

const amountWrites: Array<[string, string, object]> = [
  ['POST', paths.subscriptions, subscriptionBody()],
  ['PATCH', paths.editSubscription(':id'), subscriptionBody()],
  ['POST', paths.renewSubscription(':id'), {}],
  ['POST', paths.walletCredit, {}],
]

describe('amounts are JSON numbers, finite, never coerced', () => {
  const notNumbers = [
    '"Infinity"',
    '"1e400"',
    '1e400',
    '-1e400',
    '"0x64"',
    '" 1e3 "',
    '"500"',
    '[500]',
    '{}',
    'true',
  ]
  for (const [method, template, body] of amountWrites) {
    it.each(notNumbers)(`${method} ${template} amount: %s → 422 naming amount`, async (raw) => {
      const path = template.replace(':id', ownId)
      await expectRefused(method, path, withRaw(body, 'amount', raw), 'amount')
    })
  }

  it('the list refuses amount bounds that are not plain decimals', async () => {
    for (const value of ['Infinity', '1e400', '0x64', '1e3', '1000000000001']) {
      const answer = await request(
        server,
        'GET',
        `/api${paths.subscriptions}?amount[from]=${value}`,
        {
          headers: headers(),
        },
      )
      expectEnvelope(answer, 422)
      expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['amount[from]'])
    }
  })
})

describe('bodies nested thousands deep', () => {
  it.each([
    ['POST', paths.subscriptions, subscriptionBody(), 'amount'],
    ['POST', paths.renewSubscription(':id'), {}, 'amount'],
    ['POST', paths.walletCredit, {}, 'amount'],
    ['POST', paths.pay, dstvPayment(), 'auto_renew'],
    ['POST', paths.pay, dstvPayment(), 'payment_method'],
    ['POST', paths.subscriptions, subscriptionBody(), 'auto_renew'],
  ])('%s %s with %s 20,000 lists deep → 422 naming it', async (method, template, body, field) => {
    const path = template.replace(':id', ownId)
    await expectRefused(method, path, withRaw(body, field, deep(20_000)), field)
  })
})

describe('text has a documented maximum length', () => {
  const over = (field: keyof typeof TEXT_LIMITS) => incompressible(TEXT_LIMITS[field] + 1)
  it.each([
    [
      'POST',
      paths.subscriptions,
      subscriptionBody({ name: over('subscriptionName') }),
      'name',
      messages.subscriptionNameTooLong,
    ],
    [
      'POST',
      paths.subscriptions,
      subscriptionBody({ name: incompressible(3000) }),
      'name',
      messages.subscriptionNameTooLong,
    ],
    [
      'POST',
      paths.subscriptions,
      subscriptionBody({ description: over('description') }),
      'description',
      messages.descriptionTooLong,
    ],
    [
      'POST',
      paths.profile,
      { username: over('username'), timezone: 'Africa/Lagos' },
      'username',
      messages.usernameTooLong,
    ],
    [
      'POST',
      paths.profile,
      { username: 'ada', timezone: over('timezone') },
      'timezone',
      messages.timezoneTooLong,
    ],
    [
      'POST',
      paths.register,
      {
        email: `${'a'.repeat(250)}@x.co`,
        password: 'password1',
        password_confirmation: 'password1',
      },
      'email',
      messages.emailTooLong,
    ],
    [
      'POST',
      paths.login,
      { email: 'a@x.co', password: over('password') },
      'password',
      messages.passwordTooLong,
    ],
    [
      'POST',
      paths.resetPassword,
      { token: over('token'), password: 'password1', password_confirmation: 'password1' },
      'token',
      messages.tokenTooLong,
    ],
    [
      'POST',
      paths.pay,
      dstvPayment({ phone_number: over('phone') }),
      'phone_number',
      messages.phoneTooLong,
    ],
    [
      'POST',
      paths.pay,
      dstvPayment({ variation_code: over('variationCode') }),
      'variation_code',
      messages.variationTooLong,
    ],
  ])('%s %s with a long %s → 422 with its message', async (method, path, body, field, message) => {
    await expectRefused(method, path, JSON.stringify(body), field, message)
  })
})

describe('lone surrogates', () => {
  it.each([
    ['POST', paths.subscriptions, subscriptionBody({ name: 'Net\ud800flix' }), 'name'],
    ['POST', paths.subscriptions, subscriptionBody({ description: '\udc00' }), 'description'],
    ['POST', paths.profile, { username: 'a\ud800', timezone: 'Africa/Lagos' }, 'username'],
    ['POST', paths.pay, dstvPayment({ phone_number: '0901\ud8002345' }), 'phone_number'],
  ])('%s %s with one in %s → 422 naming it', async (method, path, body, field) => {
    await expectRefused(method, path, JSON.stringify(body), field, inputMessages.loneSurrogate)
  })
})
