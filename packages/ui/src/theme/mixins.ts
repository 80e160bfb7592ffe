import { css } from 'styled-components'
import { color } from './vars'
import { fontSize, fontWeight, letterSpacing, media, motion, radius, size, space } from './tokens'

/** The one focus ring: apply inside a `[data-focus-visible]` (or `:focus-visible`) rule. */
export const focusRing = css`
  outline: ${size.focusRing} solid ${color.focus};
  outline-offset: ${size.focusOffset};
`

/**
 * A compact control keeps its look under a mouse; under a finger it grows to a whole target.
 * `square` for a control as wide as it is high (an icon button, a page number).
 */
export const touchTarget = (shape: 'row' | 'square' = 'row') => css`
  ${media.coarsePointer} {
    min-height: ${size.touchTarget};
    ${shape === 'square' ? `min-width: ${size.touchTarget};` : ''}
  }
`

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`

/**
 * A card-like choice (a react-aria Radio shown as a bordered card): its border, surface and the
 * hovered, selected and keyboard-focused looks every such choice shares.
 */
export const choiceCard = css`
  border: ${size.borderThick} solid ${color.border};
  background: ${color.surface};
  cursor: pointer;
  transition: border-color ${motion.fast} ${motion.easing};

  &[data-hovered] {
    border-color: ${color.borderStrong};
  }
  &[data-selected] {
    border-color: ${color.primary};
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`

/** A checkbox's or a radio's row: its mark and label side by side, dimmed when disabled. */
export const choiceRow = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${size.controlHeightSm};
  ${touchTarget()}
  font-size: ${fontSize.md};
  color: ${color.text};
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
    color: ${color.textMuted};
  }
`

/** A segmented control's track: its segments side by side on a muted surface. */
export const segmentTrack = css`
  display: inline-flex;
  gap: ${space[0.5]};
  padding: ${space[0.5]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
`

/** One segment of a segmented control, not chosen; `segmentChosen` is its chosen look. */
export const segment = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${size.controlHeightSm};
  ${touchTarget()}
  padding: 0 ${space[3]};
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${motion.fast} ${motion.easing};
`

export const segmentChosen = css`
  background: ${color.surface};
  color: ${color.primary};
  box-shadow: inset 0 0 0 ${size.border} ${color.border};
`

/** The keyboard-focused, invalid and disabled looks of a checkbox's box or a radio's ring. */
export const choiceMarkStates = css`
  [data-focus-visible] > & {
    ${focusRing}
  }
  [data-invalid] > & {
    border-color: ${color.fieldError};
  }
  [data-disabled] > & {
    background: ${color.fieldDisabled};
    border-color: ${color.border};
  }
`

/** A data table's box and text (the Table primitive, and the dashboard's plain tables). */
export const dataTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};
  color: ${color.text};
`

/** A data table's column header: small caps-like label over a rule. */
export const columnHeader = css`
  padding: ${space[3]} ${space[4]};
  border-bottom: ${size.border} solid ${color.border};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  letter-spacing: ${letterSpacing.wide};
  text-align: start;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${color.textMuted};
`

/**
 * A field's box: the full width, a control's height, the field's padding, corners, ink and type
 * size. The list triggers (Select, NativeSelect, the dashboard's dropdowns) and the date input
 * (NativeDateField) are laid out from it.
 */
export const fieldBoxLayout = css`
  width: 100%;
  min-height: ${size.controlHeight};
  padding: 0 ${space[3]};
  border-radius: ${radius.md};
  color: ${color.text};
  font-size: ${fontSize.md};
`
