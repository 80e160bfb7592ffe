import { useFormikContext } from 'formik'
import { useId } from 'react'
import styled from 'styled-components'
import { FormikForm, FormikPasswordField, FormMessage } from '../../form'
import type { FormViewProps } from '../../form'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'
import { Link } from '../../primitives/Link'
import { color, fontSize } from '../../theme'
import { AuthHeader, AuthStack } from '../AuthForm'

/** Spec §3, reset payload. */
export interface ResetPasswordValues {
  token: string
  password: string
  password_confirmation: string
}

export interface ResetPasswordFormProps extends FormViewProps<ResetPasswordValues> {
  /** The reset token from the link's query string; sent as a hidden field. */
  token: string
  /** Where a new link is asked for (/password/forgot): offered when this link is refused. */
  newLinkHref: string
}

/** What a refused or missing link offers: a new one. */
export const NEW_LINK_OFFER =
  'This reset link cannot be used. It may have expired or been used already.'
export const NEW_LINK_ACTION = 'Send me a new link'

const Offer = styled.p`
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`

function NewLinkOffer({ href }: { href: string }) {
  return (
    <Offer>
      {NEW_LINK_OFFER} <Link href={href}>{NEW_LINK_ACTION}</Link>
    </Offer>
  )
}

/** The hidden token has no field to show its error under, so it shows above the button. */
function TokenError({ newLinkHref }: { newLinkHref: string }) {
  const { errors, submitCount } = useFormikContext<ResetPasswordValues>()
  if (submitCount === 0 || !errors.token) return null
  return (
    <>
      <Banner tone="danger">{errors.token}</Banner>
      <NewLinkOffer href={newLinkHref} />
    </>
  )
}

/** Choose a new password (spec §2 Reset password). */
export function ResetPasswordForm({
  token,
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  serverErrors,
  newLinkHref,
}: ResetPasswordFormProps) {
  const titleId = useId()
  return (
    <AuthStack>
      <AuthHeader id={titleId} title="Reset Password">
        Change your password to one you&apos;ll easily remember.
      </AuthHeader>
      <FormikForm
        key={token}
        initialValues={{ token, password: '', password_confirmation: '' }}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        aria-labelledby={titleId}
      >
        <input type="hidden" name="token" value={token} />
        <FormikPasswordField name="password" label="New Password" autoComplete="new-password" />
        <FormikPasswordField
          name="password_confirmation"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <TokenError newLinkHref={newLinkHref} />
        <Button type="submit" fullWidth isPending={status === 'pending'} pendingLabel="Processing">
          Reset Password
        </Button>
        <FormMessage status={status} message={message} />
        {status === 'error' && <NewLinkOffer href={newLinkHref} />}
      </FormikForm>
    </AuthStack>
  )
}
