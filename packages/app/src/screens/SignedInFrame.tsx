import { pages } from '@recur/api/contract'
import { AppShell, BalancePill, FreeTierBanner } from '@recur/ui'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useApi } from '../api'
import { config } from '../config'
import { navEntries } from '../routing/navigation'
import { clearSession } from '../session/session'
import { useColorScheme } from '../theme/colorScheme'
import { viewStatus } from './viewStatus'

/** Spec §2 "Signed-in page frame": top bar, balance pill, menu, free-tier notice. */
export function SignedInFrame() {
  const { queries, mutations } = useApi()
  const location = useLocation()
  const navigate = useNavigate()
  const profile = useQuery(queries.profile())
  const balance = useQuery(queries.walletBalance())
  const logout = useMutation(mutations.logout())
  const [colorScheme, setColorScheme] = useColorScheme()

  const signOut = () =>
    // The token is revoked on the server first (it must still be sent), then forgotten here,
    // whatever the server answered.
    logout.mutate(undefined, {
      onSettled: () => {
        clearSession()
        void navigate(pages.login, { replace: true })
      },
    })

  return (
    <AppShell
      homeHref={pages.dashboard}
      productName={config.productName}
      balance={
        <BalancePill status={viewStatus(balance)} balance={balance.data} href={pages.wallet} />
      }
      banner={
        profile.data?.is_renewal_limit_reached ? (
          <FreeTierBanner pricingUrl={config.pricingUrl} />
        ) : undefined
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
