import styled from 'styled-components'

/** Spec §2: a skeleton of 13 rows shows while the list loads. */
export const SUBSCRIPTION_SKELETON_ROWS = 13

/** Spec §2, word for word (including 'Addition Note'). */
export const SUBSCRIPTION_COLUMNS = [
  'Name',
  'Amount',
  'Category',
  'Start Date',
  'End Date',
  'Addition Note',
  'Status',
  'Actions',
] as const

export type ColumnName = (typeof SUBSCRIPTION_COLUMNS)[number]

/** Spec §2: each row action's tooltip, word for word. */
export const SUBSCRIPTION_ACTIONS = {
  renew: 'Renew Subscription',
  edit: 'Edit Subscription',
  delete: 'Delete Subscription',
} as const

/**
 * A row action's accessible name: the spec's words and the subscription they act on
 * ('Delete Subscription Netflix Premium'), so no action is a blind press.
 */
export const subscriptionActionName = (
  action: keyof typeof SUBSCRIPTION_ACTIONS,
  row: { name: string },
) => `${SUBSCRIPTION_ACTIONS[action]} ${row.name}`

/** A value kept on one line (an amount, a date), in either layout. */
export const Nowrap = styled.span`
  white-space: nowrap;
`
