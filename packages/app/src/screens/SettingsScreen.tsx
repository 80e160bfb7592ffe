import { pages } from '@recur/api'
import {
  CalendarFeedSection,
  PageTitle,
  ReminderSettingsSection,
  SettingsStack,
  SettingsView,
} from '@recur/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useApi } from '../api'
import { fieldErrorsOf } from './fieldErrors'
import { useDeferredView } from './deferredView'
import { viewStatus } from './viewStatus'
import { useIdlePreload } from './deferred'
import { formSchema, formSchemas } from './formSchemas'

// The form's rules load after the page has painted (formSchemas.ts).
const profileSchema = formSchema('profileSchema')

/** The clipboard, where the browser offers it (a secure origin); a refusal is the view's to say. */
const copyText = async (text: string) => {
  await navigator.clipboard.writeText(text)
}

/** Spec §2 My Settings, and beyond it (issue 16) the reminder lead time and the calendar feed. */
export function SettingsScreen() {
  useIdlePreload(formSchemas)
  const { queries, mutations } = useApi()
  const profile = useQuery(queries.profile())
  const save = useMutation(mutations.updateProfile())
  const reminders = useQuery(queries.reminderSettings())
  const saveReminders = useMutation(mutations.updateReminderSettings())
  const feed = useQuery(queries.calendarFeed())
  const profileView = useDeferredView(viewStatus(profile), profile.data)
  const remindersView = useDeferredView(viewStatus(reminders), reminders.data)
  const feedView = useDeferredView(viewStatus(feed), feed.data)
  const createFeed = useMutation(mutations.createCalendarFeed())
  const revokeFeed = useMutation(mutations.revokeCalendarFeed())
  return (
    <>
      <PageTitle>My Settings</PageTitle>
      <SettingsStack>
        <SettingsView
          status={profileView.status}
          profile={profileView.data}
          validationSchema={profileSchema}
          onSubmit={(values) => save.mutate(values)}
          submitStatus={save.status}
          message={save.error?.message ?? save.data?.message}
          serverErrors={fieldErrorsOf(save.error)}
          changePasswordHref={pages.changePassword}
          onRetry={() => void profile.refetch()}
        />
        <ReminderSettingsSection
          status={remindersView.status}
          settings={remindersView.data}
          onSave={(days) => saveReminders.mutate({ days_before: days })}
          saveStatus={saveReminders.status}
          message={saveReminders.error?.message ?? saveReminders.data?.message}
          fieldError={fieldErrorsOf(saveReminders.error)?.days_before}
          onRetry={() => void reminders.refetch()}
        />
        <CalendarFeedSection
          status={feedView.status}
          feed={feedView.data}
          // Shown once: held by this mutation only, gone with Done, a revoke or leaving the page.
          created={createFeed.data?.data}
          pending={createFeed.isPending ? 'create' : revokeFeed.isPending ? 'revoke' : undefined}
          errorMessage={createFeed.error?.message ?? revokeFeed.error?.message}
          onCreate={() => {
            revokeFeed.reset()
            createFeed.mutate()
          }}
          onRevoke={() => {
            createFeed.reset()
            revokeFeed.mutate()
          }}
          onCopy={copyText}
          onDone={() => createFeed.reset()}
          onRetry={() => void feed.refetch()}
        />
      </SettingsStack>
    </>
  )
}
