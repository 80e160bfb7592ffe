/**
 * A background job's timer: `run` every `intervalMs` (0 or less: never), one run at a time, the
 * timer never keeping the process alive; `stop` waits for a run under way. A failed run is
 * reported and the next one happens on time.
 */
export function every(
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  return {
    start() {
      if (intervalMs <= 0 || timer) return
      timer = setInterval(() => {
        running ??= run()
          .catch(onError)
          .finally(() => (running = undefined))
      }, intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
