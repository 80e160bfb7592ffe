/** An event of a Chrome trace, as far as the benches read it. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  pid: number
  tid: number
  /** The thread's own CPU time in the event, µs: not stretched by waiting for a core. */
  tdur?: number
  /** Wall-clock time, µs. */
  dur?: number
  args?: { name?: string }
}

/** What a trace needs to hold for `busiestTaskCpu`: its threads' names and their tasks. */
export const TASK_TRACE_CATEGORIES = ['toplevel', '__metadata']

/**
 * The page's busiest task by its own CPU time (ms): the longest thread duration of a task on the
 * renderer main thread that ran the most. A long task's wall-clock length also counts the time
 * its thread waited for a core, which on a small, busy host (the browser's other processes, the
 * server, the bench) can be more than half of it; this is the page's work alone.
 */
export function busiestTaskCpu({ traceEvents }: { traceEvents: TraceEvent[] }): number {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const tasks = traceEvents.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      mainThreads.has(`${e.pid}:${e.tid}`),
  )
  const busy = new Map<string, number>()
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`
    busy.set(thread, (busy.get(thread) ?? 0) + (task.tdur ?? 0))
  }
  const [page] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? []
  if (!page) return NaN
  const longest = Math.max(
    0,
    ...tasks.filter((e) => `${e.pid}:${e.tid}` === page).map((e) => e.tdur ?? 0),
  )
  return longest / 1000
}
