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

/** What a trace needs to hold for `pageTasks`: its threads' names and their tasks. */
export const TASK_TRACE_CATEGORIES = ['toplevel', '__metadata']

/**
 * The page's tasks: those of the renderer main thread that ran the most (a trace holds every
 * renderer's), or of the one in process `pid`. Lighthouse's traces name a task `RunTask`, the
 * `toplevel` category alone `ThreadControllerImpl::RunTask` (inside a `RunTask` where both are
 * recorded).
 */
export function pageTasks(traceEvents: TraceEvent[], pid?: number): TraceEvent[] {
  const mainThreads = new Set(
    traceEvents
      .filter(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          (pid === undefined || e.pid === pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const name = traceEvents.some((e) => e.name === 'RunTask')
    ? 'RunTask'
    : 'ThreadControllerImpl::RunTask'
  const tasks = traceEvents.filter(
    (e) => e.ph === 'X' && e.name === name && mainThreads.has(`${e.pid}:${e.tid}`),
  )
  const busy = new Map<string, number>()
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`
    busy.set(thread, (busy.get(thread) ?? 0) + (task.dur ?? 0))
  }
  const [page] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? []
  return tasks.filter((e) => `${e.pid}:${e.tid}` === page)
}

/**
 * The page's busiest task by its own CPU time (ms): the longest thread duration of its tasks. A
 * long task's wall-clock length also counts the time its thread waited for a core, which on a
 * small, busy host (the browser's other processes, the server, the bench) can be more than half
 * of it; this is the page's work alone.
 */
export function busiestTaskCpu({ traceEvents }: { traceEvents: TraceEvent[] }): number {
  const tasks = pageTasks(traceEvents)
  return tasks.length ? Math.max(...tasks.map((e) => e.tdur ?? 0)) / 1000 : NaN
}

/**
 * The CPU time (ms) the page's main thread spent recalculating styles (`UpdateLayoutTree`, in
 * traces with the `devtools.timeline` category, as Lighthouse's are): where running animations or
 * rules reaching the whole document show, which the tasks' totals do not tell apart.
 */
export function styleRecalcCpu({ traceEvents }: { traceEvents: TraceEvent[] }): number {
  const [task] = pageTasks(traceEvents)
  if (!task) return NaN
  return (
    traceEvents
      .filter(
        (e) =>
          e.ph === 'X' && e.name === 'UpdateLayoutTree' && e.pid === task.pid && e.tid === task.tid,
      )
      .reduce((total, e) => total + (e.tdur ?? 0), 0) / 1000
  )
}

/**
 * The page's main thread over the whole trace (ms): its tasks' own CPU time and their wall-clock
 * time. Lighthouse's simulated throttling multiplies the wall-clock lengths of the tasks it
 * observed, so what the page waited for a core there counts four times in its TBT.
 */
export function mainThreadTime({ traceEvents }: { traceEvents: TraceEvent[] }): {
  cpu: number
  wall: number
} {
  const tasks = pageTasks(traceEvents)
  const sum = (field: 'tdur' | 'dur') => tasks.reduce((total, e) => total + (e[field] ?? 0), 0)
  return { cpu: sum('tdur') / 1000, wall: sum('dur') / 1000 }
}
