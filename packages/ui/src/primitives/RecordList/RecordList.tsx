import { memo, useId, type ReactNode } from 'react'
import styled from 'styled-components'
import {
  color,
  font,
  fontSize,
  fontWeight,
  letterSpacing,
  lineHeight,
  radius,
  size,
  space,
} from '../../theme'
import { Skeleton } from '../Skeleton'
import { VisuallyHidden } from '../VisuallyHidden'

/**
 * A table's phone layout: one card per row, named by the row's title, with every column as a
 * label and its value, and the row's actions at the bottom, each a tab stop. Cards sit in as many
 * columns as fit (one on a phone).
 */
export const RecordList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${size.recordCardMin}), 1fr));
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  height: 100%;
  padding: ${space[4]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.sm};
`

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]};
`

const Title = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-family: ${font.heading};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.snug};
  overflow-wrap: anywhere;
`

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]} ${space[4]};
  margin: 0;
`

const Field = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[0.5]};
  min-width: 0;
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}

  & > dt {
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.semibold};
    letter-spacing: ${letterSpacing.wide};
    text-transform: uppercase;
    color: ${color.textMuted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-top: auto;
  padding-top: ${space[3]};
  border-top: ${size.border} solid ${color.border};
`

export interface RecordCardProps {
  /** What names the card (the row header's value): its accessible name too. */
  title: ReactNode
  /** The title is a heading of this level, so the cards can be skimmed by heading; else text. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Beside the title, on the right (e.g. a sign that is part of the title's line). */
  aside?: ReactNode
  /** RecordField children: every column but the title's. */
  children: ReactNode
  /** The row's actions; each must name what it acts on ('Delete Subscription Netflix'). */
  actions?: ReactNode
  className?: string
}

/** One row as a card, in a RecordList. */
export function RecordCard({
  title,
  headingLevel,
  aside,
  children,
  actions,
  className,
}: RecordCardProps) {
  const titleId = useId()
  return (
    <li>
      <Card aria-labelledby={titleId} className={className}>
        <Header>
          <Title id={titleId} as={headingLevel ? (`h${headingLevel}` as const) : 'p'}>
            {title}
          </Title>
          {aside}
        </Header>
        <Fields>{children}</Fields>
        {actions && <Actions>{actions}</Actions>}
      </Card>
    </li>
  )
}

export interface RecordFieldProps {
  /** The column's name, word for word. */
  label: ReactNode
  children?: ReactNode
  /** Takes the card's whole width (a note, a description). */
  wide?: boolean
}

/** One column of a RecordCard: its label over its value. */
export function RecordField({ label, children, wide = false }: RecordFieldProps) {
  return (
    <Field $wide={wide}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </Field>
  )
}

export interface RecordListSkeletonProps {
  /** What a screen reader is told while the cards load, e.g. 'Loading subscriptions'. */
  loadingText: string
  /** How many placeholder cards. */
  cards: number
  /** The labels of each card's fields, so the placeholder has the real shape. */
  fields: readonly string[]
}

/**
 * A RecordList's loading state: cards of placeholders under the real labels. Memoized: a screen
 * renders again as its other queries settle while the list loads, and its cards (13 of them,
 * six fields each, on My Subscriptions) need not.
 */
export const RecordListSkeleton = memo(function RecordListSkeleton({
  loadingText,
  cards,
  fields,
}: RecordListSkeletonProps) {
  return (
    <div aria-busy="true" data-loading>
      <VisuallyHidden role="status">{loadingText}</VisuallyHidden>
      <RecordList aria-hidden>
        {Array.from({ length: cards }, (_, i) => (
          <RecordCard key={i} title={<Skeleton width="60%" />}>
            {fields.map((label) => (
              <RecordField key={label} label={label}>
                <Skeleton width="80%" />
              </RecordField>
            ))}
          </RecordCard>
        ))}
      </RecordList>
    </div>
  )
})
