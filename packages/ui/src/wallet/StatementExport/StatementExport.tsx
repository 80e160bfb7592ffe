import { useId } from 'react'
import styled from 'styled-components'
import { FormMessage } from '../../form/FormMessage'
import { useFormikFieldProps } from '../../form/FormikFields'
import { FormikForm } from '../../form/FormikForm'
import type { FormViewProps } from '../../form/types'
import { Button } from '../../primitives/Button'
import { DatePicker } from '../../primitives/DatePicker'
import { Heading } from '../../primitives/Heading'
import { color, fontSize, media, radius, shadow, size, space } from '../../theme'

/** The days a statement covers, both included ('YYYY-MM-DD'). */
export interface StatementRange {
  from: string
  to: string
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[6]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.sm};
  color: ${color.text};
`

const Intro = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space[4]};
  align-items: start;

  ${media.md} {
    grid-template-columns: 1fr 1fr auto;
  }
`

/** The button lines up with the fields' inputs, under their labels. */
const Submit = styled.div`
  ${media.md} {
    padding-top: calc(${fontSize.sm} * 1.5 + ${space[1.5]});
  }
`

export const STATEMENT_TITLE = 'Statement'
export const STATEMENT_BUTTON = 'Download statement'

export interface StatementExportProps extends FormViewProps<StatementRange> {
  /** The range the form starts with (the app: the current month). */
  defaultRange: StatementRange
}

function RangeField({ name, label }: { name: keyof StatementRange; label: string }) {
  return <DatePicker label={label} {...useFormikFieldProps(name)} />
}

/**
 * My Wallet's statement (issue 16): a range of days, From and To, checked by the contract's
 * schema in its own words (both needed, To not before From, at most 2 years), and a button that
 * asks for the CSV; while it is prepared the button says so, and a refusal is said under it.
 */
export function StatementExport({
  defaultRange,
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  serverErrors,
}: StatementExportProps) {
  const titleId = useId()
  const pending = status === 'pending'
  return (
    <Panel aria-labelledby={titleId}>
      <Heading level={2} size="sm" id={titleId}>
        {STATEMENT_TITLE}
      </Heading>
      <Intro>Download the wallet’s transactions for a range of days as a CSV spreadsheet.</Intro>
      <FormikForm<StatementRange>
        initialValues={defaultRange}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        aria-labelledby={titleId}
      >
        <Fields>
          <RangeField name="from" label="From" />
          <RangeField name="to" label="To" />
          <Submit>
            <Button type="submit" isPending={pending} pendingLabel="Preparing">
              {STATEMENT_BUTTON}
            </Button>
          </Submit>
        </Fields>
        <FormMessage status={status} message={message} />
      </FormikForm>
    </Panel>
  )
}
