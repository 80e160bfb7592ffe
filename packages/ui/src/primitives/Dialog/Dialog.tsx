import type { ReactNode } from 'react'
import {
  Dialog as AriaDialog,
  Modal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { color, media, motion, radius, shadow, size, space, zIndex } from '../../theme'
import { Heading } from '../Heading'

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space[4]};
  background: ${color.backdrop};

  &[data-entering] {
    animation: dialog-fade ${motion.normal} ${motion.easing};
  }
  &[data-exiting] {
    animation: dialog-fade ${motion.fast} ${motion.easing} reverse;
  }
  @keyframes dialog-fade {
    from {
      opacity: 0;
    }
  }
  ${media.reducedMotion} {
    animation: none !important;
  }
`

const Panel = styled(Modal)`
  width: 100%;
  max-width: ${size.authFormMax};
  max-height: 100%;
  overflow: auto;
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
  box-shadow: ${shadow.lg};
`

const Body = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[6]};
  outline: none;
  color: ${color.text};
`

/** A row of buttons at the foot of a dialog, the main action last. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[3]};
`

export interface DialogProps
  extends
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable'>,
    Pick<AriaDialogProps, 'role'> {
  title: ReactNode
  children: ReactNode
  /** Escape closes it (default); turn off while an action is pending. */
  isKeyboardDismissDisabled?: boolean
}

/**
 * A modal dialog (react-aria ModalOverlay + Modal + Dialog): focus moves in and is trapped,
 * Escape closes, focus returns to what opened it. `role="alertdialog"` for confirmations.
 */
export function Dialog({
  title,
  children,
  role = 'dialog',
  isDismissable = false,
  isKeyboardDismissDisabled,
  ...overlay
}: DialogProps) {
  return (
    <Overlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      {...overlay}
    >
      <Panel>
        <Body role={role}>
          <Heading slot="title" level={2} size="sm">
            {title}
          </Heading>
          {children}
        </Body>
      </Panel>
    </Overlay>
  )
}
