import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createApiClient, type ApiClient } from '@recur/api'
import { machineEnv } from './machineEnv'

/** packages/server: the child runs from here, so `--import tsx` finds the workspace's tsx. */
const serverDir = fileURLToPath(new URL('../..', import.meta.url))
const mainModule = fileURLToPath(new URL('../../src/main.ts', import.meta.url))

/** Every child still running: killed when the test worker exits, even after a timed-out hook. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export interface ServerProcess {
  child: ChildProcess
  /** http://127.0.0.1:<port> */
  origin: string
  api(token?: string): ApiClient
  /** Everything the process printed so far (pino's JSON lines). */
  output(): string
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>
  /** SIGKILL: the process ends mid-whatever, nothing is closed or flushed. */
  kill(): Promise<void>
  /** SIGTERM, a clean shutdown; resolves with the exit code. */
  stop(): Promise<number | null>
}

/**
 * The real server as a child process (`node --import tsx src/main.ts`: the production entry, its
 * config read from the environment), listening on a port the system gives it (PORT=0), which it
 * logs. Resolves once it logs that it listens; rejects with its output if it exits first. The
 * environment is only what is given here (plus machineEnv()): nothing else leaks in from the
 * test runner's.
 *
 * Not a port found free and handed over: the child takes a second or two to start, and another
 * test file listening meanwhile could take the same port first (EADDRINUSE, seen once in CI).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
    cwd: serverDir,
    env: {
      ...machineEnv(),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // Jobs only when a test asks for them.
      RECONCILE_INTERVAL_SECONDS: '0',
      RENEWAL_INTERVAL_SECONDS: '0',
      REMINDER_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Recur is listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (match?.[1]) resolve(`http://127.0.0.1:${match[1]}`)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    )
  })
  const origin = await listening

  return {
    child,
    origin,
    api: (token) => createApiClient({ baseURL: `${origin}/api`, getToken: () => token }),
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** Lines of the process's pino log whose `msg` matches. */
export function logLines(server: ServerProcess, msg: RegExp) {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as { msg?: string; [key: string]: unknown }
      } catch {
        return {}
      }
    })
    .filter((entry) => typeof entry.msg === 'string' && msg.test(entry.msg))
}
