import { PageTitle } from '@recur/ui'

/** Spec §2 Dashboard. Its cards arrive with the dashboard slice. */
export function DashboardScreen() {
  return <PageTitle>My Dashboard</PageTitle>
}
