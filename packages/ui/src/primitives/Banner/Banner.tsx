import type { ReactNode } from 'react'
import styled from 'styled-components'
import { color, fontSize, fontWeight, radius, size, space } from '../../theme'
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../Icon'

export type BannerTone = 'info' | 'success' | 'warning' | 'danger'

const tones: Record<BannerTone, { background: string; text: string; border: string }> = {
  info: { background: color.infoSubtle, text: color.onInfoSubtle, border: color.info },
  success: { background: color.successSubtle, text: color.onSuccessSubtle, border: color.success },
  warning: { background: color.warningSubtle, text: color.onWarningSubtle, border: color.warning },
  danger: { background: color.dangerSubtle, text: color.onDangerSubtle, border: color.danger },
}

const icons: Record<BannerTone, typeof InfoIcon> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: AlertIcon,
  danger: AlertIcon,
}

const Box = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.md};
  border-left: ${size.borderThick} solid ${({ $tone }) => tones[$tone].border};
  background: ${({ $tone }) => tones[$tone].background};
  color: ${({ $tone }) => tones[$tone].text};
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;

  & > svg {
    margin-top: ${space[0.5]};
  }
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
`

const Title = styled.strong`
  font-weight: ${fontWeight.semibold};
`

const Action = styled.div`
  flex-shrink: 0;
  align-self: center;
`

export interface BannerProps {
  tone?: BannerTone
  title?: ReactNode
  children?: ReactNode
  /** A link or button on the banner's end, e.g. 'See pricing'. */
  action?: ReactNode
  /**
   * How it is announced: 'alert' interrupts (errors), 'status' waits politely, 'none' for a
   * notice that is part of the page. Defaults by tone: danger → alert, otherwise status.
   */
  live?: 'alert' | 'status' | 'none'
  className?: string
}

/** An inline message: a server response under a form, a notice above the page. */
export function Banner({ tone = 'info', title, children, action, live, className }: BannerProps) {
  const Icon = icons[tone]
  const announce = live ?? (tone === 'danger' ? 'alert' : 'status')
  return (
    <Box
      $tone={tone}
      role={announce === 'none' ? undefined : announce}
      className={className}
      data-tone={tone}
    >
      <Icon />
      <Body>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
      </Body>
      {action && <Action>{action}</Action>}
    </Box>
  )
}
