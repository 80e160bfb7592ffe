import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './errors'
import { createGate } from './pgliteGate'

const later = () => {
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { done, finish }
}

describe('createGate', () => {
  it('runs one work at a time, in order', async () => {
    const gate = createGate(10_000)
    const order: string[] = []
    const first = later()
    const a = gate(async () => {
      order.push('a starts')
      await first.done
      order.push('a ends')
    })
    const b = gate(async () => {
      order.push('b')
    })
    await Promise.resolve()
    expect(order).toEqual(['a starts'])
    first.finish()
    await Promise.all([a, b])
    expect(order).toEqual(['a starts', 'a ends', 'b'])
  })

  it('drops a work still waiting at its deadline, unrun, as "unavailable"; the next one still runs', async () => {
    const gate = createGate(50)
    const long = later()
    const holding = gate(() => long.done)
    let ran = false
    const dropped = await gate(async () => {
      ran = true
    }).catch((error: unknown) => error)
    expect(isDatabaseUnavailable(dropped)).toBe(true)
    long.finish()
    await holding
    expect(ran).toBe(false)
    expect(await gate(async () => 'served')).toBe('served')
  })

  it('lets a work that has started finish, however long it takes', async () => {
    const gate = createGate(20)
    const slow = gate(() => new Promise((resolve) => setTimeout(() => resolve('done'), 100)))
    expect(await slow).toBe('done')
  })
})
