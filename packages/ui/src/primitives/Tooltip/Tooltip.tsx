import {
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps as AriaTooltipTriggerProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { color, fontSize, lineHeight, radius, shadow, space, zIndex } from '../../theme'

/** Spec §2 (calendar view): tooltips open after 100 ms and close 200 ms after the pointer leaves. */
export const TOOLTIP_DELAY = 100
export const TOOLTIP_CLOSE_DELAY = 200

export type TooltipTriggerProps = AriaTooltipTriggerProps

/**
 * react-aria's TooltipTrigger with the product's delays. Its one child is the trigger (a
 * Button, a Link, or anything wrapped in `Focusable`) followed by a `Tooltip`. A tooltip opens
 * on hover and on keyboard focus, and Escape closes it.
 */
export function TooltipTrigger({
  delay = TOOLTIP_DELAY,
  closeDelay = TOOLTIP_CLOSE_DELAY,
  ...props
}: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />
}

const StyledTooltip = styled(AriaTooltip)`
  max-width: calc(${space[20]} * 4);
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.md};
  background: ${color.text};
  color: ${color.textInverse};
  box-shadow: ${shadow.md};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.snug};
  overflow-wrap: anywhere;
  z-index: ${zIndex.popover};
`

export type TooltipProps = AriaTooltipProps

/** The bubble itself: dark on light, light on dark, above the page's overlays. */
export function Tooltip({ offset = 8, ...props }: TooltipProps) {
  return <StyledTooltip offset={offset} {...props} />
}
