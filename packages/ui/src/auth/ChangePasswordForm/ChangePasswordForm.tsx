import styled from 'styled-components'
import { FormikForm, FormikPasswordField, FormMessage } from '../../form'
import type { FormViewProps } from '../../form'
import { size } from '../../theme'
import { Button } from '../../primitives/Button'

/** Spec §3, change-password payload. */
export interface ChangePasswordValues {
  old_password: string
  password: string
  password_confirmation: string
}

export type ChangePasswordFormProps = FormViewProps<ChangePasswordValues>

const initialValues: ChangePasswordValues = {
  old_password: '',
  password: '',
  password_confirmation: '',
}

const Narrow = styled.div`
  width: 100%;
  max-width: ${size.authFormMax};
`

/** Change the signed-in user's password (spec §2 Change password). The page gives the title. */
export function ChangePasswordForm({
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  serverErrors,
}: ChangePasswordFormProps) {
  return (
    <Narrow>
      <FormikForm
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
      >
        <FormikPasswordField
          name="old_password"
          label="Old Password"
          autoComplete="current-password"
        />
        <FormikPasswordField name="password" label="New Password" autoComplete="new-password" />
        <FormikPasswordField
          name="password_confirmation"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <Button type="submit" isPending={status === 'pending'} pendingLabel="Processing">
          Change Password
        </Button>
        <FormMessage status={status} message={message} />
      </FormikForm>
    </Narrow>
  )
}
