/** Keeps a page number within 1 … last (a last page below 1 counts as 1). */
export function clampPage(page: number, lastPage: number): number {
  const last = Math.max(1, Math.floor(lastPage) || 1)
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.floor(page)), last)
}

/**
 * Spec §2 and §9: up to `count` (3) page numbers around the current page, clamped between 1 and
 * the last page: 1 → [1, 2, 3], 5 of 9 → [4, 5, 6], 9 of 9 → [7, 8, 9], 1 of 2 → [1, 2].
 */
export function pageWindow(currentPage: number, lastPage: number, count = 3): number[] {
  const last = clampPage(lastPage, lastPage)
  const current = clampPage(currentPage, last)
  const size = Math.min(Math.max(1, count), last)
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), last - size + 1)
  return Array.from({ length: size }, (_, i) => start + i)
}
