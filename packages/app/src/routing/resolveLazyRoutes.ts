import { matchRoutes, type RouteObject } from 'react-router-dom'

type Lazy = RouteObject['lazy']

/** What a route's `lazy` adds to it, in either of react-router's forms. */
export async function load(lazy: Lazy): Promise<Partial<RouteObject>> {
  if (typeof lazy === 'function') return lazy()
  if (!lazy) return {}
  const entries = Object.entries(lazy) as [string, (() => Promise<unknown>) | undefined][]
  return Object.fromEntries(
    await Promise.all(entries.map(async ([key, get]) => [key, await get?.()])),
  )
}

/**
 * The route table with every route's `lazy` module already loaded, so nothing is pending when a
 * route first renders. For hosts that must show a screen at once rather than its loading
 * fallback: the screen stories, whose accessibility check and screenshot follow the render
 * without waiting for a chunk. The app itself keeps the lazy table.
 */
export async function resolveLazyRoutes(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async ({ lazy, children, ...route }) => {
      const resolved = children ? { children: await resolveLazyRoutes(children) } : {}
      return { ...route, ...(await load(lazy)), ...resolved } as RouteObject
    }),
  )
}

/** A promise that settles in a task of its own, after whatever the browser has waiting. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * Loads the `lazy` modules of the routes `pathname` matches into those routes (before any router
 * is made of them), so the first render of that page is the page, not the loading view. Their
 * files were asked for beside the entry's (the page's boot script), so they are on their way or
 * in; each is evaluated in a task of its own, with the page already painted and answering.
 */
export async function resolveMatchedRoutes(table: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    if (!route.lazy) continue
    await nextTask()
    Object.assign(route, await load(route.lazy), { lazy: undefined })
  }
}
