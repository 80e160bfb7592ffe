import type { ApiClient } from '@recur/api'
import { createQueries } from '@recur/api/queries'
import { QueryClient } from '@tanstack/react-query'
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_COOKIE } from '../session/constants'
import { NEXT_LIKELY, prefetchNextWhenIdle, prefetchRoute, queriesAt } from './prefetch'
import { lastDayOfMonth } from './routeQueries'
import { createRoutes } from './routes'

// The keys only: no query runs in these tests but the loader's, against a client that records.
const queries = createQueries({} as ApiClient)
const keysAt = async (path: string) =>
  (await queriesAt(createRoutes(), queries, new URL(path, 'http://localhost'))).map(
    (q) => q.queryKey,
  )

const frame = [['profile'], ['wallet', 'balance']]

describe('the queries each route starts', () => {
  it('dashboard: the frame and one per card, from the pickers in the address', async () => {
    expect(await keysAt('/dashboard')).toEqual([
      ...frame,
      ['dashboard', 'summary', 'NGN'],
      ['dashboard', 'summary', 'NGN'],
      ['dashboard', 'graph', 'month', 'NGN'],
      ['dashboard', 'graph', 'year', 'NGN'],
      ['dashboard', 'spend-by-category'],
      ['dashboard', 'spend-by-currency', 'all-time'],
      ['dashboard', 'expiring-soon'],
      ['dashboard', 'renewed', 'most'],
      ['dashboard', 'renewed', 'least'],
      ['currencies'],
    ])
    const keys = await keysAt('/dashboard?spendCurrency=GBP&graphPeriod=year&graphCurrency=USD&x=1')
    expect(keys).toContainEqual(['dashboard', 'summary', 'GBP'])
    expect(keys).toContainEqual(['dashboard', 'graph', 'year', 'USD'])
    expect(keys).not.toContainEqual(['dashboard', 'graph', 'month', 'NGN'])
  })

  it('the subscription list: its filtered page in table view, the month in calendar view', async () => {
    expect(await keysAt('/all-subscriptions?status=active&page=2&name=net')).toEqual([
      ...frame,
      ['subscriptions', 'list', { name: 'net', page: 2, status: 'active', per_page: 20 }],
      ['currencies'],
      ['categories'],
      ['profile'],
    ])
    const calendar = await keysAt('/all-subscriptions?view=calendar&month=2028-02&currency=USD')
    const month = { from: '2028-02-01', to: '2028-02-29' }
    expect(calendar.slice(2, 4)).toEqual([
      ['subscriptions', 'list', { currency: 'USD', page: 1, per_page: 500, startDate: month }],
      ['subscriptions', 'list', { currency: 'USD', page: 1, per_page: 500, endDate: month }],
    ])
  })

  it('a renewal or an edit: the subscription in the address, not retried', async () => {
    for (const path of ['/renew-subscription/sub-1', '/edit-subscription/sub-1']) {
      const list = await queriesAt(createRoutes(), queries, new URL(path, 'http://localhost'))
      expect(list[2]).toMatchObject({
        queryKey: ['subscriptions', 'detail', 'sub-1'],
        retry: false,
      })
      expect(list.map((q) => q.queryKey)).toContainEqual(['currencies'])
    }
  })

  it('the wallet, payment, settings and the new-subscription form', async () => {
    expect(await keysAt('/wallet?search=dstv&filter=debit&page=3')).toEqual([
      ...frame,
      ['wallet', 'transactions', { search: 'dstv', filter: 'debit', page: 3 }],
      ['wallet', 'balance'],
      ['wallet', 'funding-limits'],
    ])
    expect(await keysAt('/pay')).toEqual([
      ...frame,
      ['profile'],
      ['wallet', 'balance'],
      ['services'],
    ])
    expect(await keysAt('/pay?reference=R-1')).toEqual([
      ...frame,
      ['service-payment', 'card', 'R-1'],
    ])
    expect(await keysAt('/settings')).toEqual([...frame, ['profile']])
    expect(await keysAt('/create-subscription')).toEqual([...frame, ['currencies']])
    expect(await keysAt('/support')).toEqual(frame)
  })

  it('asks nothing on the pages of a signed-out visitor', async () => {
    for (const path of ['/login', '/signup', '/password/forgot']) {
      expect(await keysAt(path)).toEqual([])
    }
  })

  it('a month ends on its last day', () => {
    expect(lastDayOfMonth('2026-11')).toBe('2026-11-30')
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31')
    expect(lastDayOfMonth('2027-02')).toBe('2027-02-28')
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29')
  })
})

describe('route loaders', () => {
  const signIn = () => (document.cookie = `${TOKEN_COOKIE}=t; path=/`)
  const signOut = () =>
    (document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`)
  let queryClient: QueryClient
  const client = {
    profile: vi.fn(() => new Promise(() => {})),
    walletBalance: vi.fn(() => new Promise(() => {})),
    currencies: vi.fn(() => new Promise(() => {})),
  }
  beforeEach(() => {
    queryClient = new QueryClient()
    vi.clearAllMocks()
  })
  afterEach(() => {
    queryClient.clear()
    signOut()
  })

  const enter = (path: string) => {
    const data = { queryClient, queries: createQueries(client as unknown as ApiClient) }
    const url = new URL(path, 'http://localhost')
    const result = (matchRoutes(createRoutes(data), url.pathname) ?? []).map(({ route, params }) =>
      (route.loader as ((args: LoaderFunctionArgs) => unknown) | undefined)?.({
        request: new Request(url),
        params,
        context: undefined,
      } as LoaderFunctionArgs),
    )
    return Promise.all(result.filter((r) => r !== undefined))
  }

  it('start the route’s queries at once and return without waiting for any answer', async () => {
    signIn()
    // Answers that never come: a loader that waited would never return.
    expect(await enter('/create-subscription')).toEqual([null, null])
    expect(client.profile).toHaveBeenCalledTimes(1)
    expect(client.walletBalance).toHaveBeenCalledTimes(1)
    expect(client.currencies).toHaveBeenCalledTimes(1)
    expect(queryClient.isFetching()).toBe(3)
  })

  it('start a long list a few queries per task', async () => {
    signIn()
    const dashboardClient = new Proxy(client, {
      get: (target, name: string) =>
        (target as Record<string, unknown>)[name] ?? (() => new Promise(() => {})),
    })
    const data = { queryClient, queries: createQueries(dashboardClient as unknown as ApiClient) }
    const started = () => queryClient.getQueryCache().getAll().length
    const loaders = (matchRoutes(createRoutes(data), '/dashboard') ?? []).map(({ route, params }) =>
      (route.loader as ((args: LoaderFunctionArgs) => unknown) | undefined)?.({
        request: new Request('http://localhost/dashboard'),
        params,
        context: undefined,
      } as LoaderFunctionArgs),
    )
    await Promise.all(loaders)
    // The frame's two, and the first three of the dashboard's ten: the summary, twice (it is the
    // NGN total too), and the graph.
    expect(started()).toBe(4)
    await vi.waitFor(() => expect(started()).toBe(11))
  })

  it('leave a query already cached to its screen', async () => {
    signIn()
    // Cached, even if stale: its screen refetches it on mount, as screens always have.
    queryClient.setQueryData(['profile'], {}, { updatedAt: 0 })
    await enter('/create-subscription')
    expect(client.profile).not.toHaveBeenCalled()
    expect(client.currencies).toHaveBeenCalledTimes(1)
  })

  it('ask nothing without a session', async () => {
    await enter('/create-subscription')
    expect(client.profile).not.toHaveBeenCalled()
    expect(queryClient.isFetching()).toBe(0)
  })
})

describe('prefetching the next likely page', () => {
  it('leads from every signed-in page to a signed-in page with queries', async () => {
    for (const next of Object.values(NEXT_LIKELY)) {
      expect((await keysAt(next!)).length).toBeGreaterThan(frame.length)
    }
  })

  it('loads the next route’s code and starts its queries', async () => {
    document.cookie = `${TOKEN_COOKIE}=t; path=/`
    const Screen = () => null
    const lazy = vi.fn(async () => ({ Component: Screen }))
    const table: RouteObject[] = [
      { path: '/create-subscription', lazy, handle: { queries: 'createSubscription' } },
    ]
    const queryClient = new QueryClient()
    const currencies = vi.fn(async () => ({ data: [] }))
    const data = { queryClient, queries: createQueries({ currencies } as unknown as ApiClient) }
    await prefetchRoute(table, data, '/create-subscription')
    expect(lazy).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(queryClient.getQueryData(['currencies'])).toEqual([]))
    document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  })

  it('fetches nothing ahead for a visitor saving data', async () => {
    document.cookie = `${TOKEN_COOKIE}=t; path=/`
    const lazy = vi.fn(async () => ({ Component: () => null }))
    const table: RouteObject[] = [{ path: '/all-subscriptions', lazy }]
    const router = {
      state: {
        initialized: true,
        navigation: { state: 'idle' },
        location: { pathname: '/dashboard' },
      },
      subscribe: () => () => undefined,
    }
    const data = { queryClient: new QueryClient(), queries: createQueries({} as ApiClient) }
    prefetchNextWhenIdle(router, table, data, () => true)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(lazy).not.toHaveBeenCalled()
    prefetchNextWhenIdle(router, table, data, () => false)
    await vi.waitFor(() => expect(lazy).toHaveBeenCalledTimes(1))
    document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  })
})
