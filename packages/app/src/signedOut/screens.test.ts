import { expect, it } from 'vitest'
import { PRERENDERED_PATHS } from '../routing/prerendered'
import { LoginScreen } from '../screens/LoginScreen'
import { signedOutScreenAt } from './screens'

it('has a screen for every prerendered page, with or without a trailing slash', () => {
  for (const path of PRERENDERED_PATHS) expect(signedOutScreenAt(path)).toBeDefined()
  expect(signedOutScreenAt('/login/')).toBe(LoginScreen)
})

it('has none for any other page', () => {
  expect(signedOutScreenAt('/password/reset')).toBeUndefined()
  expect(signedOutScreenAt('/dashboard')).toBeUndefined()
  expect(signedOutScreenAt('/toString')).toBeUndefined()
})
