import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, csvLine, escapeFormula, FORMULA_TRIGGERS, unescapeFormula } from './csv'

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+cmd|/c calc!A0', "'+1+cmd|/c calc!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('makes a text cell starting with a formula trigger inert: %j', (text, written) => {
    expect(csvCell(text)).toBe(written)
  })

  it('escapes every trigger OWASP names, and nothing else at the start', () => {
    expect([...FORMULA_TRIGGERS]).toEqual(['=', '+', '-', '@', '\t', '\r'])
    for (const text of ['Netflix', ' =1', "'quoted'", '₦500', '1=1', 'a-b', '(1)']) {
      expect(csvCell(text)).toBe(text)
    }
  })

  it('writes numbers as numbers, negative ones included', () => {
    expect(csvCell(4500.5)).toBe('4500.5')
    expect(csvCell(0)).toBe('0')
    expect(csvCell(-12.25)).toBe('-12.25')
    expect(csvCell(1_000_000_000_000)).toBe('1000000000000')
    expect(() => csvCell(Number.NaN)).toThrow(RangeError)
    expect(() => csvCell(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('writes flags and nothing', () => {
    expect(csvCell(true)).toBe('true')
    expect(csvCell(false)).toBe('false')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('DStv, Premium')).toBe('"DStv, Premium"')
    expect(csvCell('the "best" plan')).toBe('"the ""best"" plan"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
  })
})

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['Netflix', 4500, true, null, '=1'])).toBe("Netflix,4500,true,,'=1\r\n")
  })

  it('writes UTF-8 text as it is: the BOM is for the file, not the cells', () => {
    expect(CSV_BOM).toBe('\uFEFF')
    expect(csvLine(['₦', 'Ọ̀nà'])).toBe('₦,Ọ̀nà\r\n')
  })
})

describe('unescapeFormula', () => {
  it('gives back what escapeFormula wrote, for every trigger', () => {
    for (const trigger of FORMULA_TRIGGERS) {
      const text = `${trigger}HYPERLINK("x")`
      expect(unescapeFormula(escapeFormula(text))).toBe(text)
    }
  })

  it('leaves a quote that escapeFormula did not put there', () => {
    expect(unescapeFormula("'quoted'")).toBe("'quoted'")
    expect(unescapeFormula("'")).toBe("'")
    expect(unescapeFormula('Netflix')).toBe('Netflix')
  })
})
