import { expect, test } from '@playwright/test'
import { holdRequests } from './helpers/hold'
import {
  PASSWORD,
  expectAccessible,
  latestMailedLink,
  openMenu,
  signIn,
  signOut,
  signUp,
  uniqueEmail,
} from './support'

test('sign up lands on the dashboard frame with the e-mail in the menu; logout returns to /login', async ({
  page,
}) => {
  const email = uniqueEmail('signup')
  // The sign-up form with the schema's messages under its fields.
  await page.goto('/signup')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expectAccessible(page)

  await signUp(page, email)
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'recur_token')?.path).toBe('/')
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('recur_user') ?? '{}').email),
  ).toBe(email)

  const menu = await openMenu(page)
  await expect(menu.getByText(email)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect((await page.context().cookies()).find((c) => c.name === 'recur_token')).toBeUndefined()
  expect(await page.evaluate(() => localStorage.getItem('recur_user'))).toBeNull()

  // The old token is revoked: the dashboard now needs a new sign-in.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('Login tapped on the prerendered page before the app has loaded signs in once it has', async ({
  page,
}) => {
  const email = uniqueEmail('early')
  await signUp(page, email)
  await signOut(page)
  // The page's own entry (packages/app/src/signedOut) held back: the prerendered page and its
  // boot script are all there is.
  const release = await holdRequests(page, /\/assets\/signedOut-[\w-]+\.js$/)
  await page.goto('/login')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  // Held, not sent as a GET with the password in the address; the app has not rendered yet.
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('html')).not.toHaveAttribute('data-rendered')
  release()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
})

test('what is typed on the prerendered page stays, and the field keeps focus, once the app has loaded', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/signedOut-[\w-]+\.js$/)
  await page.goto('/signup')
  await page.getByLabel('Email Address').fill('early@example.com')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  release()
  await expect(page.locator('html')).toHaveAttribute('data-rendered')
  await expect(page.getByLabel('Email Address')).toHaveValue('early@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD)
  // Focus is where the visitor left it: the next keystroke goes on into the same field.
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type('!')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(`${PASSWORD}!`)
})

test('a signed-out visit to /change-password signs in and comes back', async ({ page }) => {
  const email = uniqueEmail('returning')
  await signUp(page, email)
  await signOut(page)

  await page.goto('/change-password')
  await expect(page).toHaveURL(/\/login$/)
  await signIn(page, email)
  await expect(page).toHaveURL(/\/change-password$/)
  await expect(page.getByLabel('Old Password')).toBeVisible()
})

test('a signed-in visitor on an auth page goes to the dashboard', async ({ page }) => {
  await signUp(page, uniqueEmail('bounce'))
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  const email = uniqueEmail('wrong')
  await signUp(page, email)
  await signOut(page)
  await signIn(page, email, 'not-the-password')
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expectAccessible(page)
})

test('forgot password → link from the outbox → reset → success → sign in with the new password', async ({
  page,
}) => {
  const email = uniqueEmail('forgot')
  const newPassword = 'Brand-new-pass-42'
  await signUp(page, email)
  await signOut(page)

  await page.getByRole('link', { name: 'Forgot Password?' }).click()
  await expect(page).toHaveURL(/\/password\/forgot$/)
  await page.getByLabel(/email/i).fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('We have e-mailed your password reset link.')).toBeVisible()
  await expectAccessible(page)

  const link = await latestMailedLink(email)
  expect(link).toMatch(/\/password\/reset\?token=/)
  await page.goto(link)
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill(newPassword)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/password\/success$/)
  await expect(page.getByText('Password Reset Successful')).toBeVisible()
  await expectAccessible(page)

  // The link is single-use.
  await page.goto(link)
  await page.getByLabel('New Password').fill('Another-pass-77')
  await page.getByLabel('Confirm Password').fill('Another-pass-77')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Token not found!')).toBeVisible()
  // A refused link offers a new one.
  await page.getByRole('link', { name: 'Send me a new link' }).click()
  await expect(page).toHaveURL(/\/password\/forgot$/)

  await page.goto('/password/success')
  await page.getByRole('link', { name: 'Go to Login' }).click()
  await signIn(page, email, PASSWORD)
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible()
  await signIn(page, email, newPassword)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('change password, then sign in with it', async ({ page }) => {
  const email = uniqueEmail('change')
  const newPassword = 'Changed-pass-2026'
  await signUp(page, email)
  await page.goto('/change-password')
  await page.getByLabel('Old Password').fill(PASSWORD)
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill(newPassword)
  await page.getByRole('button', { name: /change password|save/i }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expectAccessible(page)

  await signOut(page)
  await signIn(page, email, newPassword)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('support, and an address that is no page', async ({ page }) => {
  await signUp(page, uniqueEmail('support'))
  await page.goto('/support')
  await expect(page.getByRole('link', { name: 'Email us' })).toBeVisible()
  await expectAccessible(page)

  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expectAccessible(page)
})

test('Email us opens the mail client', async ({ page }) => {
  // The app's router bridge once turned 'mailto:…' into '/support/mailto:…'.
  await signUp(page, uniqueEmail('mailto'))
  await page.goto('/support')
  await expect(page.getByRole('link', { name: 'Email us' })).toHaveAttribute(
    'href',
    /^mailto:[^/?]+@[^/?]+\?subject=Support%20Request$/,
  )
})
