import type { CalendarFeed, CalendarFeedCreated, ViewStatus } from '@recur/api/contract'
import { lazy, Suspense, useState } from 'react'
import { TextArea } from 'react-aria-components'
import styled from 'styled-components'
import { formatTransactionDate } from '../../format'
import { LoadFailedBanner } from '../../feedback/LoadFailedBanner'
import { PendingOverlay } from '../../feedback/PendingOverlay'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'
import { Link } from '../../primitives/Link'
import { Skeleton } from '../../primitives/Skeleton'
import { Field, FieldLabel } from '../../primitives/TextField/TextField.styles'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { color, focusRing, font, fontSize, lineHeight, radius, size, space } from '../../theme'
import { SettingsSection } from '../SettingsSection'
import { Muted } from './CalendarFeedSection.styles'
import { calendarFeedText } from './calendarFeedText'
import type { Confirming } from './ConfirmFeedDialog'

export const CALENDAR_FEED_TITLE = 'Calendar feed'

export { calendarFeedText }

/**
 * The confirmation is react-aria's modal code, about 7 kB gzip that /settings does not need to
 * paint: it is asked for when the feed's two buttons first render, so a press finds it in (until
 * it is, a press shows `PendingOverlay`, as the app's deferred dialogs do).
 */
const ConfirmFeedDialog = lazy(() => import('./ConfirmFeedDialog'))

export interface CalendarFeedSectionProps {
  /** The feed's state: a skeleton while loading, an error with Try again on failure. */
  status: ViewStatus
  feed?: CalendarFeed
  /** The address just made: shown this once, with Copy (never stored, never shown again). */
  created?: Pick<CalendarFeedCreated, 'url' | 'webcal_url'>
  /** An action in flight: its button shows it and the others wait. */
  pending?: 'create' | 'revoke'
  /** Why the last action failed (the server's message). */
  errorMessage?: string
  /** Makes an address, or a new one in place of the old (after the confirmation). */
  onCreate: () => void
  /** Turns the feed off (after the confirmation). */
  onRevoke: () => void
  /** Puts the address on the clipboard; rejects when it could not. */
  onCopy: (text: string) => Promise<void>
  /** Done with the address shown once: the section goes back to "on". */
  onDone: () => void
  onRetry?: () => void
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
`

const Text = styled.p`
  margin: 0;
  color: ${color.text};
`

/** Beside Copy, as tall as it (44px): a finger's target on a phone. */
const AppLink = styled(Link)`
  min-height: ${size.controlHeight};
`

/**
 * The address, whole: a read-only text box that wraps it over as many lines as it takes, so a
 * phone shows every character of it (an input would cut it off at the box's edge).
 */
const AddressText = styled(TextArea)`
  width: 100%;
  min-height: ${size.controlHeight};
  padding: ${space[2]} ${space[3]};
  border: ${size.border} dashed ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  color: ${color.text};
  font-family: ${font.mono};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  word-break: break-all;
  resize: none;
  field-sizing: content;

  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
`

/**
 * My Settings, Calendar feed (issue 16): no feed yet (make one), the address shown once with
 * Copy, the feed on (its address hidden: make a new one or turn it off, each confirmed first),
 * loading and failing. Pure: the caller makes and revokes, and puts text on the clipboard.
 */
export function CalendarFeedSection({
  status,
  feed,
  created,
  pending,
  errorMessage,
  onCreate,
  onRevoke,
  onCopy,
  onDone,
  onRetry,
}: CalendarFeedSectionProps) {
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [copiedUrl, setCopiedUrl] = useState<string | undefined>()
  const busy = pending !== undefined
  const canConfirm = status === 'ready' && Boolean(feed?.active) && !created

  const confirm = () => {
    if (confirming === 'revoke') onRevoke()
    else onCreate()
    setConfirming(null)
  }

  const content = () => {
    if (status === 'loading') {
      return (
        <div data-loading>
          <VisuallyHidden role="status">{calendarFeedText.loading}</VisuallyHidden>
          <Skeleton width={`calc(${space[20]} * 4)`} />
          <Skeleton width={`calc(${space[20]} * 2.5)`} height={size.controlHeight} radius="md" />
        </div>
      )
    }
    if (status === 'error' || !feed) {
      return <LoadFailedBanner onRetry={onRetry}>{calendarFeedText.loadFailed}</LoadFailedBanner>
    }
    if (created) {
      const copiedThis = copiedUrl === created.url
      return (
        <>
          <Banner tone="warning" live="none">
            {calendarFeedText.shownOnce}
          </Banner>
          <Field value={created.url} isReadOnly>
            <FieldLabel>{calendarFeedText.address}</FieldLabel>
            {/* Three lines where the box cannot size to its text. */}
            <AddressText rows={3} />
          </Field>
          <Actions>
            <Button
              onPress={() => {
                setCopiedUrl(created.url)
                onCopy(created.url).then(
                  () => setCopy('copied'),
                  () => setCopy('failed'),
                )
              }}
            >
              {calendarFeedText.copy}
            </Button>
            <AppLink href={created.webcal_url}>{calendarFeedText.openInApp}</AppLink>
          </Actions>
          <div role="status">
            {copiedThis && copy === 'copied' && (
              <Banner tone="success" live="none">
                {calendarFeedText.copied}
              </Banner>
            )}
            {copiedThis && copy === 'failed' && (
              <Banner tone="danger" live="none">
                {calendarFeedText.copyFailed}
              </Banner>
            )}
          </div>
          <Actions>
            <Button variant="secondary" onPress={onDone}>
              {calendarFeedText.done}
            </Button>
          </Actions>
        </>
      )
    }
    if (feed.active) {
      return (
        <>
          <Text>{calendarFeedText.on(formatTransactionDate(feed.created_at))}</Text>
          <Muted>{calendarFeedText.hidden}</Muted>
          <Actions>
            <Button
              variant="secondary"
              onPress={() => setConfirming('regenerate')}
              isDisabled={busy && pending !== 'create'}
              isPending={pending === 'create'}
              pendingLabel={calendarFeedText.creating}
            >
              {calendarFeedText.regenerate}
            </Button>
            <Button
              variant="danger"
              onPress={() => setConfirming('revoke')}
              isDisabled={busy && pending !== 'revoke'}
              isPending={pending === 'revoke'}
              pendingLabel="Processing"
            >
              {calendarFeedText.revoke}
            </Button>
          </Actions>
        </>
      )
    }
    return (
      <Actions>
        <Button
          onPress={onCreate}
          isPending={pending === 'create'}
          pendingLabel={calendarFeedText.creating}
        >
          {calendarFeedText.create}
        </Button>
      </Actions>
    )
  }

  return (
    <SettingsSection
      title={CALENDAR_FEED_TITLE}
      intro={calendarFeedText.intro}
      busy={status === 'loading'}
    >
      {content()}
      {errorMessage && status === 'ready' && <Banner tone="danger">{errorMessage}</Banner>}
      {(canConfirm || confirming !== null) && (
        <Suspense fallback={confirming !== null && <PendingOverlay label="Loading" />}>
          <ConfirmFeedDialog
            confirming={confirming}
            onConfirm={confirm}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </SettingsSection>
  )
}
