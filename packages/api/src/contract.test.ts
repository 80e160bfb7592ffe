// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const specifiers =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g

/** The file an import of `path` loads: path.ts, or a folder's index.ts. */
const moduleFile = (path: string) =>
  [path.replace(/(\.ts)?$/, '.ts'), resolve(path, 'index.ts')].find((f) => existsSync(f)) ?? path

/** `import type …` and `export type …`: erased by the compiler, never loaded. */
const typeOnly = /(?:^|\n)\s*(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"]/g

/**
 * Every module the entry reaches through its imports, and every bare import among them
 * (with `runtime`, only the imports that load something: type-only ones are skipped).
 */
function walk(entry: string, { runtime = false } = {}) {
  const seen = new Set<string>()
  const bare: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of (runtime ? source.replace(typeOnly, '') : source).matchAll(specifiers)) {
      const spec = match[1] ?? match[2]
      if (!spec) continue
      if (spec.startsWith('.')) visit(moduleFile(resolve(dirname(file), spec)))
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

describe('the client and the endpoint rows', () => {
  it('load no yup: the app’s entry reads the rows, and a page that validates nothing builds no schema', () => {
    const { files, bare } = walk('client.ts', { runtime: true })
    expect(files).toContain('endpoints/wallet.ts')
    expect(bare.filter((line) => line.endsWith(' imports yup'))).toEqual([])
  })
})
