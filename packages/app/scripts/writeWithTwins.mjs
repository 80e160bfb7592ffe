import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** Writes `file` with its .gz and .br twins, as the build does for every asset. */
export function writeWithTwins(file, content) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(content))
}
