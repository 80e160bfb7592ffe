import { afterEach, describe, expect, it, vi } from 'vitest'
import { COLOR_SCHEME_STORAGE_KEY, readColorScheme, writeColorScheme } from './colorScheme'

afterEach(() => window.localStorage.clear())

describe('the chosen theme', () => {
  it('follows the system until one is chosen', () => {
    expect(readColorScheme()).toBe('system')
  })

  it('is kept in local storage under recur_theme', () => {
    writeColorScheme('dark')
    expect(window.localStorage.getItem('recur_theme')).toBe('dark')
    expect(COLOR_SCHEME_STORAGE_KEY).toBe('recur_theme')
    expect(readColorScheme()).toBe('dark')
    writeColorScheme('light')
    expect(readColorScheme()).toBe('light')
  })

  it('reads anything else stored there as the system', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia')
    expect(readColorScheme()).toBe('system')
  })

  it('falls back to the system when storage cannot be read', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied')
    })
    expect(readColorScheme()).toBe('system')
    getItem.mockRestore()
  })
})
