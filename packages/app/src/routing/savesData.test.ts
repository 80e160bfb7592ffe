import { describe, expect, it } from 'vitest'
import { savesData } from './savesData'

const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator

describe('savesData', () => {
  it('is true when the visitor asked to save data', () => {
    expect(savesData(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true)
  })

  it('is true on 2G and slow 2G', () => {
    expect(savesData(withConnection({ effectiveType: '2g' }))).toBe(true)
    expect(savesData(withConnection({ effectiveType: 'slow-2g' }))).toBe(true)
  })

  it('is false on 3G and 4G, and where the browser does not tell', () => {
    expect(savesData(withConnection({ saveData: false, effectiveType: '3g' }))).toBe(false)
    expect(savesData(withConnection({ effectiveType: '4g' }))).toBe(false)
    expect(savesData(withConnection())).toBe(false)
  })
})
