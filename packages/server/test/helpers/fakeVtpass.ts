import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export interface VtpassKeys {
  apiKey: string
  secretKey: string
  publicKey: string
}

/** What the fake does with a billersCode at pay time. */
export type FakeBehaviour =
  /** '000', delivered. */
  | 'deliver'
  /** '016' TRANSACTION FAILED. */
  | 'fail'
  /** '099' TRANSACTION PROCESSING; a requery then says delivered. */
  | 'processing'
  /** '000' with the transaction pending; a requery then says delivered. */
  | 'pending'
  /** Never answers (the caller times out); the transaction was delivered, as a requery says. */
  | 'hang-delivered'
  /** Never answers; the transaction failed, as a requery says. */
  | 'hang-failed'

/** The fake's customers: billersCode → name, current bouquet, what paying does. */
export const FAKE_VTPASS_CUSTOMERS: Record<
  string,
  { name: string; bouquet: string; behaviour: FakeBehaviour }
> = {
  // VTpass's documented sandbox smartcard.
  '1212121212': { name: 'TEST METER', bouquet: 'DStv Compact', behaviour: 'deliver' },
  '1212121213': { name: 'Ife Failed', bouquet: 'DStv Padi', behaviour: 'fail' },
  '1212121214': { name: 'Obi Processing', bouquet: 'DStv Yanga', behaviour: 'processing' },
  '1212121215': { name: 'Kemi Pending', bouquet: 'DStv Yanga', behaviour: 'pending' },
  '1212121216': { name: 'Sola Slow', bouquet: 'DStv Padi', behaviour: 'hang-delivered' },
  '1212121217': { name: 'Musa Lost', bouquet: 'DStv Padi', behaviour: 'hang-failed' },
}

/** Bouquets per serviceID, as VTpass lists them (naira strings). */
const VARIATIONS: Record<string, Array<[string, string, string]>> = {
  dstv: [
    ['dstv-padi', 'DStv Padi N4,400', '4400.00'],
    ['dstv-yanga', 'DStv Yanga N6,000', '6000.00'],
    ['dstv79', 'DStv Compact N19,000', '19000.00'],
  ],
  gotv: [['gotv-max', 'GOtv Max N8,500', '8500.00']],
  startimes: [['basic', 'Basic - 4,000 Naira - 1 Month', '4000.00']],
  showmax: [['full_3', 'Full - N8,400 - 3 Months', '8400.00']],
}

export interface FakePayment {
  request_id: string
  serviceID: string
  billersCode: string
  variation_code: string
  amount: number
  phone: string
  subscription_type: string
  /** What a requery answers. */
  final: 'delivered' | 'failed'
}

const REQUEST_ID = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})[A-Za-z0-9]+$/

/**
 * A local stand-in for VTpass's documented API (https://www.vtpass.com/documentation/):
 * GET /api/service-variations (api-key + public-key), POST /api/merchant-verify, /api/pay and
 * /api/requery (api-key + secret-key). A wrong key is answered 401 with code '087' INVALID
 * CREDENTIALS; a request_id that is not Lagos YYYYMMDDHHII + alphanumerics is '085'.
 */
export async function startFakeVtpass(keys: VtpassKeys) {
  const payments = new Map<string, FakePayment>()
  const refused: string[] = []
  const hanging = new Set<ServerResponse>()

  const readBody = async (request: IncomingMessage) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    return text
  }
  const transaction = (p: FakePayment, status: string) => ({
    code: status === 'failed' ? '016' : '000',
    response_description: status === 'failed' ? 'TRANSACTION FAILED' : 'TRANSACTION SUCCESSFUL',
    requestId: p.request_id,
    amount: p.amount,
    content: {
      transactions: {
        status,
        product_name: `${p.serviceID} subscription`,
        unique_element: p.billersCode,
        transactionId: `VT${p.request_id}`,
      },
    },
  })

  const server: Server = createServer((request, response) => {
    void (async () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const url = new URL(request.url ?? '/', 'http://fake')
      const h = request.headers
      const authorised =
        h['api-key'] === keys.apiKey &&
        (request.method === 'GET'
          ? h['public-key'] === keys.publicKey
          : h['secret-key'] === keys.secretKey)
      if (!authorised) {
        refused.push(`${request.method} ${url.pathname}`)
        return reply(401, { code: '087', response_description: 'INVALID CREDENTIALS' })
      }
      if (request.method === 'GET' && url.pathname === '/api/service-variations') {
        const id = url.searchParams.get('serviceID') ?? ''
        const list = VARIATIONS[id]
        if (!list) return reply(200, { response_description: '012', content: { errors: 'No' } })
        return reply(200, {
          response_description: '000',
          content: {
            ServiceName: id,
            serviceID: id,
            convinience_fee: 'N0',
            variations: list.map(([code, name, amount]) => ({
              variation_code: code,
              name,
              variation_amount: amount,
              fixedPrice: 'Yes',
            })),
          },
        })
      }
      if (request.method !== 'POST') return reply(404, { code: '404' })
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>
      if (url.pathname === '/api/merchant-verify') {
        const customer = FAKE_VTPASS_CUSTOMERS[String(body.billersCode)]
        if (!customer || !VARIATIONS[String(body.serviceID)]) {
          return reply(200, {
            code: '000',
            content: { error: 'This is not a valid smartcard number', WrongBillersCode: true },
          })
        }
        return reply(200, {
          code: '000',
          content: {
            Customer_Name: customer.name,
            Status: 'ACTIVE',
            Current_Bouquet: customer.bouquet,
            Renewal_Amount: 4400,
          },
        })
      }
      if (url.pathname === '/api/pay') {
        const requestId = String(body.request_id ?? '')
        if (!REQUEST_ID.test(requestId)) {
          return reply(200, { code: '085', response_description: 'IMPROPER REQUEST ID' })
        }
        if (payments.has(requestId)) {
          return reply(200, { code: '014', response_description: 'REQUEST ID ALREADY EXIST' })
        }
        const billersCode = String(body.billersCode ?? '')
        const behaviour = FAKE_VTPASS_CUSTOMERS[billersCode]?.behaviour ?? 'fail'
        const payment: FakePayment = {
          request_id: requestId,
          serviceID: String(body.serviceID),
          billersCode,
          variation_code: String(body.variation_code),
          amount: Number(body.amount),
          phone: String(body.phone),
          subscription_type: String(body.subscription_type),
          final: behaviour === 'fail' || behaviour === 'hang-failed' ? 'failed' : 'delivered',
        }
        payments.set(requestId, payment)
        switch (behaviour) {
          case 'deliver':
            return reply(200, transaction(payment, 'delivered'))
          case 'fail':
            return reply(200, transaction(payment, 'failed'))
          case 'processing':
            return reply(200, { code: '099', response_description: 'TRANSACTION PROCESSING' })
          case 'pending':
            return reply(200, transaction(payment, 'pending'))
          default:
            // Never answers: the caller gives up (its timeout), then requeries.
            hanging.add(response)
            response.on('close', () => hanging.delete(response))
            return
        }
      }
      if (url.pathname === '/api/requery') {
        const found = payments.get(String(body.request_id ?? ''))
        if (!found) return reply(200, { code: '015', response_description: 'INVALID REQUEST ID' })
        return reply(200, transaction(found, found.final))
      }
      return reply(404, { code: '404' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('fake vtpass has no port')
  return {
    baseUrl: `http://127.0.0.1:${address.port}/api`,
    payments,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
