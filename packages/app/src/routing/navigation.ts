import { signedInMenu } from '@recur/api/contract'
import { withMenuIcons } from '@recur/ui'

/** The signed-in menu of spec §2, in its order; the frame passes it into the shell. */
export const navEntries = withMenuIcons(signedInMenu)
