import { signedInMenu } from '@recur/api/contract'
import { withMenuIcons } from './menuIcons'

/**
 * A menu like the app's (its `routing/navigation.ts` is the real one, passed in by the app), for
 * the shell's stories and tests.
 */
export const exampleNavEntries = withMenuIcons(signedInMenu)
