import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'

/** The x-paystack-signature of a webhook body: its HMAC-SHA512 under the secret key, in hex. */
export const paystackSignature = (body: string, secretKey: string) =>
  createHmac('sha512', secretKey).update(body).digest('hex')

export interface FakeTransaction {
  reference: string
  amount: number
  currency: string
  email: string
  callback_url: string
  status: 'abandoned' | 'success' | 'failed'
}

/**
 * A local stand-in for Paystack's documented API (https://paystack.com/docs/api/transaction/):
 * POST /transaction/initialize and GET /transaction/verify/:reference, with a bearer secret key.
 * `settle` plays the customer paying (or failing) on Paystack's page.
 */
export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, FakeTransaction>()
  const readBody = async (request: IncomingMessage) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    return text
  }
  const server: Server = createServer((request, response) => {
    void (async () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return reply(401, { status: false, message: 'Invalid key' })
      }
      const url = new URL(request.url ?? '/', 'http://fake')
      if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
        const body = JSON.parse(await readBody(request)) as Record<string, string>
        const reference = body.reference ?? ''
        if (transactions.has(reference)) {
          return reply(400, { status: false, message: 'Duplicate Transaction Reference' })
        }
        transactions.set(reference, {
          reference,
          amount: Number(body.amount),
          currency: body.currency ?? 'NGN',
          email: body.email ?? '',
          callback_url: body.callback_url ?? '',
          status: 'abandoned',
        })
        return reply(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.test/${reference}`,
            access_code: `ac_${reference}`,
            reference,
          },
        })
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname)
      if (request.method === 'GET' && verify?.[1]) {
        const found = transactions.get(decodeURIComponent(verify[1]))
        if (!found) return reply(400, { status: false, message: 'Transaction reference not found' })
        return reply(200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: 1,
            status: found.status,
            reference: found.reference,
            amount: found.amount,
            currency: found.currency,
            gateway_response: found.status === 'failed' ? 'Declined' : 'Successful',
          },
        })
      }
      return reply(404, { status: false, message: 'Not found' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('fake paystack has no port')
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    transactions,
    settle(reference: string, status: FakeTransaction['status'], amount?: number) {
      const found = transactions.get(reference)
      if (!found) throw new Error(`no fake transaction ${reference}`)
      found.status = status
      if (amount !== undefined) found.amount = amount
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
