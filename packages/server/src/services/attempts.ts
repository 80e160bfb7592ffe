/**
 * Failed attempts counted per target (an account, an e-mail being signed in to), whatever IP
 * they come from: the per-IP rate limits cannot stop guesses spread over many addresses or made
 * from one signed-in session. After `max` failures in a window, the target is refused until the
 * window ends. Counted in memory, per instance, like the rate limits (docs/deploy.md).
 */
export interface AttemptLimiter {
  /** Whether the target has used up its failures for this window. */
  isBlocked(key: string): boolean
  /** Counts a failure against the target. */
  fail(key: string): void
}

/** Past this many targets, windows that have ended are swept on the next failure. */
const SWEEP_AT = 10_000

export function createAttemptLimiter(options: {
  max: number
  windowMs: number
  now: () => Date
}): AttemptLimiter {
  const windows = new Map<string, { failures: number; endsAt: number }>()
  const live = (key: string) => {
    const window = windows.get(key)
    if (window && window.endsAt <= options.now().getTime()) {
      windows.delete(key)
      return undefined
    }
    return window
  }
  return {
    isBlocked: (key) => (live(key)?.failures ?? 0) >= options.max,
    fail(key) {
      const now = options.now().getTime()
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k)
      }
      const window = live(key)
      if (window) window.failures += 1
      else windows.set(key, { failures: 1, endsAt: now + options.windowMs })
    },
  }
}
