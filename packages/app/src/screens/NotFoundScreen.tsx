import { NotFound } from '@recur/ui'

export function NotFoundScreen() {
  return <NotFound homeHref="/dashboard" />
}
