import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { link, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'

/*
 * One process per embedded database folder. PGlite takes no lock of its own: two processes on
 * one folder both start, both write, and rows are lost. So the folder `dir` is claimed by a lock
 * file beside it (`dir.lock`), created atomically (a hard link of a complete file, which fails
 * when the name exists) and holding its owner: pid, host, and the process's start time.
 *
 * A lock whose owner is gone is stale and taken over, so a process killed with SIGKILL never
 * blocks the next start. On the same host the owner is gone when its pid is not running, or is
 * running but started at another time (the pid was reused, e.g. in a restarted container). A
 * lock written on another host (a folder shared between machines or containers) cannot be
 * checked by pid: its owner touches it every HEARTBEAT_MS, and it is stale once untouched for
 * STALE_AFTER_MS. Both the touch and the check read "now" from the file system that holds the
 * folder (the time it stamps on a file it writes), never from a process's clock: two hosts'
 * clocks need not agree, and the file's time is the one clock both see.
 */
export const HEARTBEAT_MS = 10_000
export const STALE_AFTER_MS = 60_000

interface LockOwner {
  pid: number
  host: string
  /** The process's start time (Linux /proc/<pid>/stat field 22), to tell a reused pid. */
  processStart: string | null
  since: string
  /** Unique per acquisition: tells this lock from a newer one written at the same path. */
  id: string
}

export class FolderInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: Pick<LockOwner, 'pid' | 'host' | 'since'>,
  ) {
    super(
      `The database folder ${dir} is in use by another Recur process (pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        'Two processes on one embedded database lose data, so this one stops. Stop the other process first, ' +
        'give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    )
    this.name = 'FolderInUseError'
  }
}

/** Field 22 of /proc/<pid>/stat (clock ticks after boot), or null where there is no /proc. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Lock files this process holds: a second open of one folder in-process is refused too. */
const heldHere = new Set<string>()

/** Now, as the file system holding `lockPath` stamps it: the time of a file written there. */
async function fileSystemNow(lockPath: string): Promise<Date> {
  const probe = `${lockPath}.now-${randomUUID()}`
  await writeFile(probe, '')
  try {
    return (await stat(probe)).mtime
  } finally {
    await unlink(probe).catch(() => {})
  }
}

async function isStale(lockPath: string, owner: LockOwner): Promise<boolean> {
  if (owner.host !== hostname()) {
    const { mtimeMs } = await stat(lockPath)
    return (await fileSystemNow(lockPath)).getTime() - mtimeMs > STALE_AFTER_MS
  }
  if (owner.pid === process.pid) return !heldHere.has(lockPath)
  if (!isRunning(owner.pid)) return true
  const start = processStart(owner.pid)
  return owner.processStart !== null && start !== null && start !== owner.processStart
}

const readOwner = async (lockPath: string): Promise<{ text: string; owner: LockOwner }> => {
  const text = await readFile(lockPath, 'utf8')
  return { text, owner: JSON.parse(text) as LockOwner }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code

/**
 * Claims `dir` for this process, or throws FolderInUseError naming the process that holds it.
 * `release()` gives it back (a lock since taken over by another process is left alone).
 */
export async function lockFolder(dir: string): Promise<{ release(): Promise<void> }> {
  const lockPath = `${dir}.lock`
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    processStart: processStart(process.pid),
    since: new Date().toISOString(),
    id: randomUUID(),
  }
  const mine = JSON.stringify(me)
  const draft = `${lockPath}.${me.id}`
  await writeFile(draft, mine)
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await link(draft, lockPath)
        break
      } catch (error) {
        if (code(error) !== 'EEXIST' || attempt >= 5) throw error
      }
      let held: Awaited<ReturnType<typeof readOwner>>
      try {
        held = await readOwner(lockPath)
      } catch (error) {
        if (code(error) === 'ENOENT') continue // released meanwhile
        throw error
      }
      if (!(await isStale(lockPath, held.owner))) throw new FolderInUseError(dir, held.owner)
      // Take the stale lock over: move it aside, then make sure what was moved is the stale one
      // (another process starting now may have taken it over first; give that one back).
      const tomb = `${lockPath}.stale-${me.id}`
      try {
        await rename(lockPath, tomb)
      } catch (error) {
        if (code(error) === 'ENOENT') continue
        throw error
      }
      const moved = await readFile(tomb, 'utf8')
      if (moved !== held.text) await link(tomb, lockPath).catch(() => {})
      await unlink(tomb)
    }
  } finally {
    await unlink(draft).catch(() => {})
  }
  heldHere.add(lockPath)

  const heartbeat = setInterval(() => {
    fileSystemNow(lockPath)
      .then((now) => utimes(lockPath, now, now))
      .catch(() => {})
  }, HEARTBEAT_MS)
  heartbeat.unref()

  return {
    async release() {
      clearInterval(heartbeat)
      heldHere.delete(lockPath)
      const current = await readFile(lockPath, 'utf8').catch(() => undefined)
      if (current === mine) await unlink(lockPath).catch(() => {})
    },
  }
}
