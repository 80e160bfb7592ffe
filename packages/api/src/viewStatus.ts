/**
 * Where a data-bearing view stands: loading, failed, or showing its data. The caller says; a
 * view never infers it from its data (an empty list is 'ready').
 */
export const VIEW_STATUSES = ['loading', 'error', 'ready'] as const
export type ViewStatus = (typeof VIEW_STATUSES)[number]
