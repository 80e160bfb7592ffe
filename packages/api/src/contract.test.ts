// @vitest-environment node
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const specifiers =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g

/** Every module the entry reaches through its imports, and every bare import among them. */
function walk(entry: string) {
  const seen = new Set<string>()
  const bare: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const spec = match[1] ?? match[2]
      if (!spec) continue
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/(\.ts)?$/, '.ts')))
      else bare.push(`${file.slice(here.length + 1)} imports ${spec}`)
    }
  }
  visit(resolve(here, entry))
  return { files: [...seen].map((f) => f.slice(here.length + 1)), bare }
}

describe('@recur/api/contract', () => {
  it('imports no library, so the design system can read it without ofetch, yup, react-query or msw', () => {
    const { files, bare } = walk('contract.ts')
    expect(files).toContain('messages.ts')
    expect(bare).toEqual([])
  })

  it('is what the package exports as ./contract', () => {
    const pkg = JSON.parse(readFileSync(resolve(here, '../package.json'), 'utf8'))
    expect(pkg.exports['./contract']).toBe('./src/contract.ts')
  })
})
