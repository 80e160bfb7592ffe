import { pages, profileSchema } from '@recur/api'
import { PageTitle, SettingsView } from '@recur/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useApi } from '../api'
import { fieldErrorsOf } from './fieldErrors'
import { viewStatus } from './viewStatus'

/** Spec §2 My Settings. */
export function SettingsScreen() {
  const { queries, mutations } = useApi()
  const profile = useQuery(queries.profile())
  const save = useMutation(mutations.updateProfile())
  return (
    <>
      <PageTitle>My Settings</PageTitle>
      <SettingsView
        status={viewStatus(profile)}
        profile={profile.data}
        validationSchema={profileSchema}
        onSubmit={(values) => save.mutate(values)}
        submitStatus={save.status}
        message={save.error?.message ?? save.data?.message}
        serverErrors={fieldErrorsOf(save.error)}
        changePasswordHref={pages.changePassword}
        onRetry={() => void profile.refetch()}
      />
    </>
  )
}
