import { messages, type SubscriptionExportFormat } from '@recur/api/contract'
import { Menu, MenuItem, MenuTrigger, type Key } from 'react-aria-components'
import styled from 'styled-components'
import { OverlayPopover } from '../../primitives/Select/OverlayPopover'
import { color, focusRing, fontSize, radius, size, space } from '../../theme'
import { ExportButton, ExportWrap } from './ExportMenuStandIn'

/** Where an export stands: nothing asked, the file being prepared, or it could not be. */
export type ExportStatus = 'idle' | 'preparing' | 'error'

/** The menu's choices, in order: what each file is for, in the customer's words. */
export const EXPORT_CHOICES: ReadonlyArray<{ format: SubscriptionExportFormat; label: string }> = [
  { format: 'csv', label: 'CSV (spreadsheet)' },
  { format: 'json', label: 'JSON (Recur backup)' },
]

/** As tall as a button (44px): a finger's target on a phone, where this menu is tapped. */
const Item = styled(MenuItem)`
  display: flex;
  align-items: center;
  min-height: ${size.controlHeight};
  padding: 0 ${space[3]};
  border-radius: ${radius.sm};
  color: ${color.text};
  font-size: ${fontSize.md};
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${color.ghostHover};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -${size.focusRing};
  }
`

const Failure = styled.p`
  margin: 0;
  color: ${color.fieldError};
  font-size: ${fontSize.sm};
`

export interface ExportMenuProps {
  /** A file was chosen: the caller prepares it and starts its download. */
  onExport: (format: SubscriptionExportFormat) => void
  status?: ExportStatus
  /** Why the export failed (the server's message); the product's own words when absent. */
  message?: string
  /** Open on mount: the Export button was pressed while this menu was on its way. */
  defaultOpen?: boolean
}

/**
 * 'Export' on My Subscriptions (issue 16): a menu of the files every period can be exported as.
 * While one is prepared the button says so and takes no other choice; a failure is said beside it.
 */
export function ExportMenu({
  onExport,
  status = 'idle',
  message,
  defaultOpen = false,
}: ExportMenuProps) {
  const preparing = status === 'preparing'
  return (
    <ExportWrap>
      <MenuTrigger defaultOpen={defaultOpen}>
        <ExportButton isPending={preparing} pendingLabel="Preparing" />
        <OverlayPopover placement="bottom end">
          {/* Named by its trigger, 'Export' (react-aria's aria-labelledby). */}
          <Menu
            // Opened on mount, it starts on its first file, as when opened from the keyboard.
            autoFocus={defaultOpen ? 'first' : undefined}
            onAction={(key: Key) => {
              const choice = EXPORT_CHOICES.find((c) => c.format === key)
              if (choice) onExport(choice.format)
            }}
          >
            {EXPORT_CHOICES.map(({ format, label }) => (
              <Item key={format} id={format}>
                {label}
              </Item>
            ))}
          </Menu>
        </OverlayPopover>
      </MenuTrigger>
      {status === 'error' && <Failure role="alert">{message ?? messages.exportFailed}</Failure>}
    </ExportWrap>
  )
}
