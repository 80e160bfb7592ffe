import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FolderInUseError, lockFolder, STALE_AFTER_MS } from './folderLock'

let root: string
let dir: string
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'recur-lock-'))
  dir = path.join(root, 'pglite')
})
afterEach(() => rm(root, { recursive: true, force: true }))

const owner = (overrides: object) =>
  JSON.stringify({
    pid: process.pid,
    host: hostname(),
    processStart: null,
    since: '2026-01-01T00:00:00.000Z',
    id: 'someone-else',
    ...overrides,
  })

/** The pid of a process that has exited (and was ours, so it is not reused while we run). */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid ?? 0
}

describe('lockFolder', () => {
  it('refuses a folder held in this process, naming it and the holder', async () => {
    const lock = await lockFolder(dir)
    const refused = await lockFolder(dir).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(FolderInUseError)
    expect((refused as Error).message).toContain(dir)
    expect((refused as Error).message).toContain(`pid ${process.pid}`)
    await lock.release()
    const again = await lockFolder(dir)
    await again.release()
  })

  it('refuses a folder held by another running process on this host', async () => {
    await writeFile(`${dir}.lock`, owner({ pid: process.ppid }))
    await expect(lockFolder(dir)).rejects.toThrow(`pid ${process.ppid}`)
  })

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(`${dir}.lock`, owner({ pid: await deadPid() }))
    const lock = await lockFolder(dir)
    expect(JSON.parse(await readFile(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid })
    await lock.release()
  })

  it('takes over a lock whose pid now belongs to another process (a reused pid)', async () => {
    await writeFile(`${dir}.lock`, owner({ pid: process.ppid, processStart: '1' }))
    const lock = await lockFolder(dir)
    await lock.release()
  })

  it('takes over a lock this pid wrote in an earlier life (a restarted container)', async () => {
    await writeFile(`${dir}.lock`, owner({}))
    const lock = await lockFolder(dir)
    await lock.release()
  })

  it('holds a lock from another host while it is fresh, and takes it over once stale', async () => {
    await writeFile(`${dir}.lock`, owner({ host: 'elsewhere', pid: 1 }))
    await expect(lockFolder(dir)).rejects.toThrow(/pid 1 on elsewhere/)
    // Untouched for longer than STALE_AFTER_MS by the file system's clock (the lock's judge).
    const { mtimeMs } = await stat(`${dir}.lock`)
    const old = new Date(mtimeMs - STALE_AFTER_MS - 5_000)
    await utimes(`${dir}.lock`, old, old)
    const lock = await lockFolder(dir)
    await lock.release()
  })

  it('leaves no file behind once released', async () => {
    const lock = await lockFolder(dir)
    await lock.release()
    await expect(readFile(`${dir}.lock`)).rejects.toThrow(/ENOENT/)
  })
})
