import type { Subscription } from '@recur/api/contract'
import { memo, type ReactNode } from 'react'
import { formatAmount, formatDate, findCurrency } from '../../format'
import { ButtonLink, Button } from '../../primitives/Button'
import { EditIcon, RenewIcon, TrashIcon } from '../../primitives/Icon'
import { RecordCard, RecordField, RecordList } from '../../primitives/RecordList'
import { SubscriptionStatus } from '../SubscriptionStatus'
import { Nowrap, subscriptionActionName } from './columns'
import type { SubscriptionTableProps } from './SubscriptionTable'

/** The table's props the cards draw from; `onDelete` is the same function from render to render. */
export type SubscriptionCardsProps<T extends Subscription> = Pick<
  SubscriptionTableProps<T>,
  'rows' | 'currencies' | 'renewHref' | 'renewDisabledReason' | 'editHref' | 'onDelete'
> & { 'aria-label': string }

/**
 * A card's Renew: a link to the renewal, or, where the row cannot be renewed now, the same
 * button disabled (the card writes out why).
 */
function RenewAction({
  row,
  href,
  isDisabled,
}: {
  row: { name: string }
  href: string
  isDisabled: boolean
}) {
  const props = {
    variant: 'secondary',
    size: 'sm',
    'aria-label': subscriptionActionName('renew', row),
  } as const
  const content = (
    <>
      <RenewIcon size="sm" />
      Renew
    </>
  )
  return isDisabled ? (
    <Button {...props} isDisabled>
      {content}
    </Button>
  ) : (
    <ButtonLink {...props} href={href}>
      {content}
    </ButtonLink>
  )
}

/**
 * The narrow layout: a card per row, named by the subscription, every column a label and its
 * value, the actions buttons with words. Memoized, as the wide layout's grid is: a screen renders
 * again as each of its queries and lazy parts settles (five times with the rows in, as the demo
 * account's list loads on a phone), and every card with its three controls rendered each time.
 */
export const SubscriptionCards = memo(function SubscriptionCards<T extends Subscription>({
  rows,
  currencies,
  renewHref,
  renewDisabledReason,
  editHref,
  onDelete,
  'aria-label': ariaLabel,
}: SubscriptionCardsProps<T>) {
  return (
    <RecordList aria-label={ariaLabel}>
      {rows.map((row) => (
        <RecordCard
          key={row.uid}
          title={row.name}
          headingLevel={2}
          actions={
            <>
              <RenewAction
                row={row}
                href={renewHref(row)}
                isDisabled={Boolean(renewDisabledReason?.(row))}
              />
              <ButtonLink
                variant="secondary"
                size="sm"
                href={editHref(row)}
                aria-label={subscriptionActionName('edit', row)}
              >
                <EditIcon size="sm" />
                Edit
              </ButtonLink>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => onDelete(row)}
                aria-label={subscriptionActionName('delete', row)}
              >
                <TrashIcon size="sm" />
                Delete
              </Button>
            </>
          }
        >
          <RecordField label="Amount">
            <Nowrap>
              {formatAmount(row.amount, {
                currency: findCurrency(row.currency_code, currencies),
              })}
            </Nowrap>
          </RecordField>
          <RecordField label="Category">{row.category.name}</RecordField>
          <RecordField label="Start Date">
            <Nowrap>{formatDate(row.start_date)}</Nowrap>
          </RecordField>
          <RecordField label="End Date">
            <Nowrap>{formatDate(row.end_date)}</Nowrap>
          </RecordField>
          <RecordField label="Status">
            <SubscriptionStatus status={row.status} />
          </RecordField>
          {renewDisabledReason?.(row) && (
            // A phone has no tooltip: why Renew is unavailable is written on the card.
            <RecordField label="Renew" wide>
              {renewDisabledReason(row)}
            </RecordField>
          )}
          {row.description && (
            <RecordField label="Addition Note" wide>
              {row.description}
            </RecordField>
          )}
        </RecordCard>
      ))}
    </RecordList>
  )
}) as <T extends Subscription>(props: SubscriptionCardsProps<T>) => ReactNode
