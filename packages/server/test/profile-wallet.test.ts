import { messages, type Profile } from '@recur/api'
import { describe, expect, it } from 'vitest'
import { plans } from '../src/services/plans'
import { useTestServer } from './helpers/app'
import { failure, signUp } from './helpers/server'

const server = useTestServer()

describe('GET /api/users/profile', () => {
  it("answers the signed-in user's profile", async () => {
    const user = await signUp(server)
    const response = await server.api(user.token).profile()
    expect(response.status).toBe(200)
    const expected: Profile = {
      id: user.id,
      email: user.email,
      username: user.username,
      timezone: 'Africa/Lagos',
      is_renewal_limit_reached: false,
      pricing_plan: { name: 'Free', period: 'Forever' },
    }
    expect(response.data.user).toEqual(expected)
    expect(plans.free).toEqual(expected.pricing_plan)
  })

  it('answers each user with their own profile only', async () => {
    const ada = await signUp(server)
    const bayo = await signUp(server)
    expect((await server.api(ada.token).profile()).data.user.email).toBe(ada.email)
    expect((await server.api(bayo.token).profile()).data.user.email).toBe(bayo.email)
  })

  it('needs a token', async () => {
    const error = await failure(server.api().profile())
    expect(error.status).toBe(401)
    expect(error.message).toBe(messages.unauthenticated)
  })
})

describe('GET /api/wallet/balance', () => {
  it('is 0 for a new user, with the funding limits the server is configured with', async () => {
    const user = await signUp(server)
    const response = await server.api(user.token).walletBalance()
    expect(response.status).toBe(200)
    expect(response.data).toEqual({ balance: 0, funding_limits: { min: 100, max: 1_000_000 } })
  })

  it.each([
    [1234n, 12.34],
    [100n, 1],
    [5n, 0.05],
    [10n, 0.1],
    [99n, 0.99],
    [123_456_789_012n, 1_234_567_890.12],
    [900_719_925_474_099n, 9_007_199_254_740.99],
  ])('renders %s kobo as %s, exactly, for its owner only', async (kobo, amount) => {
    const owner = await signUp(server)
    const neighbour = await signUp(server)
    await server.db.query('update wallets set balance_kobo = $1 where user_id = $2', [
      kobo.toString(),
      owner.id,
    ])
    const raw = await server.raw('/wallet/balance', {
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(raw.body).toEqual({
      status: 200,
      message: messages.ok,
      data: expect.objectContaining({ balance: amount }),
    })
    expect((await server.api(neighbour.token).walletBalance()).data.balance).toBe(0)
  })

  it('needs a token', async () => {
    expect((await failure(server.api().walletBalance())).status).toBe(401)
  })
})
