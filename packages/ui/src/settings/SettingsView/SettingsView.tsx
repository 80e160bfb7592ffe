import type { ViewStatus } from '@recur/api/contract'
import styled from 'styled-components'
import { ErrorView } from '../../feedback/ErrorView'
import {
  FormikForm,
  FormikTextField,
  FormMessage,
  type FormStatus,
  type FormViewProps,
} from '../../form'
import { Button } from '../../primitives/Button'
import { Link } from '../../primitives/Link'
import { Skeleton } from '../../primitives/Skeleton'
import { TextField } from '../../primitives/TextField'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { size, space } from '../../theme'

/** Spec §9: the product's one time zone. */
export const SETTINGS_TIME_ZONE = 'Africa/Lagos'
/** How the fixed time zone reads (spec §2: 'only GMT+1 for Africa/Lagos'). */
export const SETTINGS_TIME_ZONE_LABEL = 'GMT+1 Africa/Lagos'

/** Spec §3 Profile form. */
export interface SettingsValues {
  username: string
  timezone: string
}

/** What the view reads of the profile (structural: the contract's `Profile` fits). */
export interface SettingsProfile {
  username: string
  pricing_plan: { name: string; period: string }
}

export interface SettingsViewProps extends Omit<FormViewProps<SettingsValues>, 'status'> {
  /** The profile's load: a skeleton while loading, 'error' on failure. */
  status: ViewStatus
  profile?: SettingsProfile
  /** The save: 'Processing' while pending, the server's message under the form. */
  submitStatus?: FormStatus
  changePasswordHref: string
  onRetry?: () => void
}

const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  width: 100%;
  max-width: ${size.authFormMax};
`

const Aside = styled.p`
  margin-top: calc(-1 * ${space[2]});
`

/** The plan as one line: 'Free · Forever'. */
export const planLabel = (plan: { name: string; period: string }) =>
  plan.period ? `${plan.name} · ${plan.period}` : plan.name

/**
 * My Settings (spec §2): the username (editable), the time zone (fixed, disabled), the active
 * plan (read-only), a 'Change Password' link and 'Save Changes'. The page gives the title.
 */
export function SettingsView({
  status,
  profile,
  validationSchema,
  onSubmit,
  submitStatus = 'idle',
  message,
  serverErrors,
  changePasswordHref,
  onRetry,
}: SettingsViewProps) {
  if (status === 'error') {
    // Spec §2 and §8: a load failure shows 'error'.
    return (
      <ErrorView
        title="error"
        message="We could not load your settings. Please try again."
        onRetry={onRetry}
      />
    )
  }
  if (status === 'loading' || !profile) {
    return (
      <Narrow aria-busy="true" data-loading>
        <VisuallyHidden role="status">Loading settings</VisuallyHidden>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i}>
            <Skeleton width={space[20]} />
            <Skeleton height={size.controlHeight} radius="md" />
          </div>
        ))}
        <Skeleton width={`calc(${space[20]} * 1.5)`} height={size.controlHeight} radius="md" />
      </Narrow>
    )
  }
  return (
    <Narrow>
      <FormikForm
        initialValues={{ username: profile.username, timezone: SETTINGS_TIME_ZONE }}
        validationSchema={validationSchema}
        onSubmit={onSubmit}
        serverErrors={serverErrors}
      >
        <FormikTextField name="username" label="Username" autoComplete="username" />
        <TextField
          label="Time-zone"
          value={SETTINGS_TIME_ZONE_LABEL}
          isDisabled
          description="Recur runs on Lagos time."
        />
        <TextField label="Active Plan" value={planLabel(profile.pricing_plan)} isReadOnly />
        <Aside>
          <Link href={changePasswordHref}>Change Password</Link>
        </Aside>
        <Button type="submit" isPending={submitStatus === 'pending'} pendingLabel="Processing">
          Save Changes
        </Button>
        <FormMessage status={submitStatus} message={message} />
      </FormikForm>
    </Narrow>
  )
}
