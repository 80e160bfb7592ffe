import { messages } from '@recur/api/contract'
import { Formik, useField } from 'formik'
import styled from 'styled-components'
import type { FormStatus, ValidationSchema } from '../../form'
import { Banner } from '../../primitives/Banner'
import { Button } from '../../primitives/Button'
import { Dialog, DialogActions } from '../../primitives/Dialog'
import { NumberField } from '../../primitives/NumberField'
import { formatNaira } from '../../format'
import { color, space } from '../../theme'
import { FUND_WALLET_LABEL, fundWalletLimitsText } from '../types'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
`

const Naira = styled.span`
  padding-left: ${space[3]};
  color: ${color.textMuted};
`

export interface FundWalletDialogProps {
  isOpen: boolean
  /** Closed by Cancel or Escape (not while the request is in flight). */
  onOpenChange: (isOpen: boolean) => void
  /** The contract's schema (`fundWalletSchema` from @recur/api): one source of messages. */
  validationSchema: ValidationSchema
  /** Called with the amount in naira once it passes the schema. */
  onSubmit: (amount: number) => void
  /**
   * POST /wallet/credit: 'pending' disables the button (aria-disabled, presses ignored, the
   * focus kept) and Cancel; 'error' is a non-200 answer.
   */
  status?: FormStatus
  /**
   * The server's message (spec §8), shown in the dialog; on 'error' under the spec's
   * 'An error occurred, please try again' (e.g. 'The amount must be at least ₦100.00.').
   */
  message?: string
  /** The smallest and largest single funding in naira, said under the amount up front. */
  limits?: { min: number; max: number }
  /** The amount the field starts with. */
  defaultAmount?: number
}

interface Values {
  amount: number | null
}

/**
 * 'Fund Wallet' (spec §2 My Wallet, §8): an amount in naira and the button, disabled while the
 * request is in flight. After a success the app sends the browser to the checkout.
 */
export function FundWalletDialog({
  isOpen,
  onOpenChange,
  validationSchema,
  onSubmit,
  status = 'idle',
  message,
  defaultAmount,
  limits,
}: FundWalletDialogProps) {
  const pending = status === 'pending'
  return (
    <Dialog
      title={FUND_WALLET_LABEL}
      isOpen={isOpen}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      isKeyboardDismissDisabled={pending}
    >
      <Formik<Values>
        initialValues={{ amount: defaultAmount ?? null }}
        validationSchema={validationSchema}
        onSubmit={(values) => onSubmit(values.amount as number)}
      >
        {({ handleSubmit }) => (
          <Form noValidate onSubmit={handleSubmit} aria-label={FUND_WALLET_LABEL}>
            <AmountField limits={limits} />
            {status === 'error' ? (
              message ? (
                <Banner tone="danger" title={messages.fundingFailed}>
                  {message}
                </Banner>
              ) : (
                <Banner tone="danger">{messages.fundingFailed}</Banner>
              )
            ) : (
              message && <Banner tone={status === 'success' ? 'success' : 'info'}>{message}</Banner>
            )}
            <DialogActions>
              <Button variant="secondary" isDisabled={pending} onPress={() => onOpenChange(false)}>
                Cancel
              </Button>
              {/* Pending, not disabled: a disabled button drops the focus out of the dialog. */}
              <Button type="submit" isPending={pending} pendingLabel="Processing">
                {FUND_WALLET_LABEL}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  )
}

function AmountField({ limits }: { limits?: { min: number; max: number } }) {
  const [field, meta, helpers] = useField<number | null>('amount')
  const error = meta.touched ? meta.error : undefined
  return (
    <NumberField
      label="Amount"
      name="amount"
      autoFocus
      value={typeof field.value === 'number' ? field.value : undefined}
      onChange={(next) => void helpers.setValue(next ?? null)}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={Boolean(error)}
      errorMessage={error}
      isValid={meta.touched && !error}
      minValue={0}
      startAdornment={<Naira aria-hidden>₦</Naira>}
      description={
        limits
          ? fundWalletLimitsText(formatNaira(limits.min), formatNaira(limits.max))
          : 'In naira (NGN)'
      }
    />
  )
}
