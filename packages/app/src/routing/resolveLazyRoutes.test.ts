import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { resolveLazyRoutes } from './resolveLazyRoutes'

const Frame = () => null
const Screen = () => null
const Fallback = () => null

describe('resolveLazyRoutes', () => {
  it('loads every lazy route, nested ones too, and keeps the rest of each route', async () => {
    const table: RouteObject[] = [
      {
        id: 'root',
        HydrateFallback: Fallback,
        children: [
          {
            lazy: async () => ({ Component: Frame }),
            children: [
              { path: '/a', lazy: { Component: async () => Screen } },
              { index: true, Component: Screen },
            ],
          },
        ],
      },
    ]
    const [root] = await resolveLazyRoutes(table)
    expect(root).toMatchObject({ id: 'root', HydrateFallback: Fallback })
    const frame = root?.children?.[0]
    expect(frame).toMatchObject({ Component: Frame })
    expect(frame).not.toHaveProperty('lazy')
    expect(frame?.children).toEqual([
      { path: '/a', Component: Screen },
      { index: true, Component: Screen },
    ])
  })

  it('fails when a chunk fails', async () => {
    const table: RouteObject[] = [{ path: '/x', lazy: () => Promise.reject(new Error('offline')) }]
    await expect(resolveLazyRoutes(table)).rejects.toThrow('offline')
  })
})
