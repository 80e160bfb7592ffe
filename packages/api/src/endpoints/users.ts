import { paths } from '../paths'
import type { Profile } from '../types'
import { answer, endpoint } from './define'

/** The signed-in user's profile (spec §7 Users). */
export const userEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: paths.profile,
    auth: true,
    cached: true,
    answer: answer<{ user: Profile }>('profileAnswer'),
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: paths.profile,
    auth: true,
    body: 'profileSchema',
    answer: answer<{ user: Profile }>('profileAnswer'),
  }),
}
