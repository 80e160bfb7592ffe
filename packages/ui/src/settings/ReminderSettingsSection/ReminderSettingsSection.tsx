import {
  REMINDER_DAY_CHOICES,
  type ReminderDays,
  type ReminderSettings,
  type ViewStatus,
} from '@recur/api/contract'
import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { FormMessage, type FormStatus } from '../../form'
import { LoadFailedBanner } from '../../feedback/LoadFailedBanner'
import { Button } from '../../primitives/Button'
import { Radio, RadioGroup } from '../../primitives/RadioGroup'
import { Skeleton } from '../../primitives/Skeleton'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { size, space } from '../../theme'
import { SettingsSection } from '../SettingsSection'

export const REMINDERS_TITLE = 'Reminders'

export const reminderText = {
  intro: 'Recur e-mails you before a subscription ends, at the address you sign in with.',
  label: 'Remind me',
  save: 'Save reminders',
  loadFailed: 'We could not load your reminder setting.',
  loading: 'Loading reminder setting',
} as const

/** How each choice reads: 'No reminders', '1 day before', '3 days before'. */
export const reminderChoiceLabel = (days: ReminderDays) =>
  days === 0 ? 'No reminders' : `${days} ${days === 1 ? 'day' : 'days'} before`

export interface ReminderSettingsSectionProps {
  /** The setting's load: a skeleton while loading, an error with Try again on failure. */
  status: ViewStatus
  settings?: ReminderSettings
  /** The save: 'Processing' while pending, the server's message under it. */
  saveStatus?: FormStatus
  message?: string
  /** The server's word on the choice itself (a 422's `days_before`). */
  fieldError?: string
  onSave: (days: ReminderDays) => void
  onRetry?: () => void
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[4]};
`

/** Each choice as tall as a button (44px): a finger's target on a phone. */
const Choice = styled(Radio)`
  min-height: ${size.controlHeight};
`

/**
 * My Settings, Reminders (issue 16): how many days before an end date the expiry e-mail comes
 * (none, 1, 3 or 7), saved with its own button.
 */
export function ReminderSettingsSection({
  status,
  settings,
  saveStatus = 'idle',
  message,
  fieldError,
  onSave,
  onRetry,
}: ReminderSettingsSectionProps) {
  const [chosen, setChosen] = useState<ReminderDays | undefined>()
  const value = chosen ?? settings?.days_before

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (value !== undefined) onSave(value)
  }

  const content = () => {
    if (status === 'loading') {
      return (
        <div data-loading>
          <VisuallyHidden role="status">{reminderText.loading}</VisuallyHidden>
          {REMINDER_DAY_CHOICES.map((days) => (
            <Skeleton key={days} width={`calc(${space[20]} * 2)`} />
          ))}
          <Skeleton width={`calc(${space[20]} * 2)`} height={size.controlHeight} radius="md" />
        </div>
      )
    }
    if (status === 'error' || !settings) {
      return <LoadFailedBanner onRetry={onRetry}>{reminderText.loadFailed}</LoadFailedBanner>
    }
    return (
      <Form onSubmit={submit}>
        <RadioGroup
          label={reminderText.label}
          value={value === undefined ? null : String(value)}
          onChange={(next) => setChosen(Number(next) as ReminderDays)}
          isInvalid={Boolean(fieldError)}
          errorMessage={fieldError}
          isDisabled={saveStatus === 'pending'}
        >
          {REMINDER_DAY_CHOICES.map((days) => (
            <Choice key={days} value={String(days)}>
              {reminderChoiceLabel(days)}
            </Choice>
          ))}
        </RadioGroup>
        <Button type="submit" isPending={saveStatus === 'pending'} pendingLabel="Processing">
          {reminderText.save}
        </Button>
        <FormMessage status={saveStatus} message={message} />
      </Form>
    )
  }

  return (
    <SettingsSection title={REMINDERS_TITLE} intro={reminderText.intro} busy={status === 'loading'}>
      {content()}
    </SettingsSection>
  )
}
