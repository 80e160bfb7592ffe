import styled from 'styled-components'
import { color, fontSize, fontWeight, letterSpacing, lineHeight, media, space } from '../../theme'

/** A card's headline figure: an amount or a count. Huge amounts wrap rather than overflow. */
export const BigFigure = styled.p`
  margin: 0;
  color: ${color.text};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${lineHeight.tight};
  letter-spacing: ${letterSpacing.tight};
  overflow-wrap: anywhere;

  ${media.sm} {
    font-size: ${fontSize['2xl']};
  }
`

/** A line of supporting text under a figure or chart. */
export const CardNote = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`

/** Room for a compact picker (currency, period) in a card's header. */
export const PickerSlot = styled.div`
  width: calc(${space[20]} * 1.4);

  &[data-wide] {
    width: calc(${space[20]} * 2.2);
  }
`

/** A card's body: fills the card so the states and the content sit in the same place. */
export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
`
