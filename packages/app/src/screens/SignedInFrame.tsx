import { pages } from '@recur/api/contract'
import { AppShell, BalancePill, FreeTierBanner, OfflineBanner } from '@recur/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useApi } from '../api'
import { config } from '../config'
import { useOnline } from '../offline/online'
import { navEntries } from '../routing/navigation'
import { frameQueries } from '../routing/routeQueries'
import { beginSignOut, clearSession } from '../session/session'
import { useColorScheme } from '../theme/colorScheme'
import { viewStatus } from './viewStatus'

/** Spec §2 "Signed-in page frame": top bar, balance pill, menu, free-tier notice. */
export function SignedInFrame() {
  const { queries, mutations } = useApi()
  const location = useLocation()
  const navigate = useNavigate()
  const frame = frameQueries(queries)
  const profile = useQuery(frame.profile)
  const balance = useQuery(frame.balance)
  const logout = useMutation(mutations.logout())
  const queryClient = useQueryClient()
  const online = useOnline()
  const [colorScheme, setColorScheme] = useColorScheme()

  const signOut = () => {
    // The token is revoked on the server first (it must still be sent), then forgotten here,
    // whatever the server answered.
    beginSignOut()
    logout.mutate(undefined, {
      onSettled: () => {
        clearSession()
        // Nothing of this user's stays in memory for whoever signs in next in this tab.
        queryClient.clear()
        void navigate(pages.login, { replace: true })
      },
    })
  }

  return (
    <AppShell
      homeHref={pages.dashboard}
      productName={config.productName}
      balance={
        <BalancePill status={viewStatus(balance)} balance={balance.data} href={pages.wallet} />
      }
      banner={
        <>
          <OfflineBanner offline={!online} />
          {profile.data?.is_renewal_limit_reached && (
            <FreeTierBanner pricingUrl={config.pricingUrl} />
          )}
        </>
      }
      nav={{
        entries: navEntries,
        currentPath: location.pathname,
        userStatus: viewStatus(profile),
        email: profile.data?.email,
        onLogout: signOut,
        colorScheme: { value: colorScheme, onChange: setColorScheme },
      }}
    >
      <Outlet />
    </AppShell>
  )
}
