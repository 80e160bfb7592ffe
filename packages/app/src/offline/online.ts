import { ApiError, messages } from '@recur/api'
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/**
 * Whether the browser has a network, as TanStack Query's onlineManager tracks it (the browser's
 * online and offline events): the one notion of "offline" for the query cache (queries pause),
 * the offline banner and the refusal of writes. Starts from `navigator.onLine`, so a page opened
 * offline (from the service worker) knows it at once.
 */
export function watchOnline(target: Window = window) {
  onlineManager.setOnline(target.navigator.onLine)
}

export const isOnline = () => onlineManager.isOnline()

export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    isOnline,
    () => true,
  )
}

/**
 * `call`, refused at once while offline with the offline message (nothing is sent, nothing is
 * queued to be sent later): for every write, money above all (fund, pay, renew).
 */
export function refusedOffline<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) =>
    isOnline() ? call(...args) : Promise.reject(new ApiError(0, messages.offline))
}
