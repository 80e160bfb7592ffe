import { pages } from '@recur/api/contract'
import { NotFound } from '@recur/ui'

export function NotFoundScreen() {
  return <NotFound homeHref={pages.dashboard} />
}
