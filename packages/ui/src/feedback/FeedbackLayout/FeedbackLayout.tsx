import styled from 'styled-components'
import { color, fontSize, size, space } from '../../theme'

/** The centred column every feedback view shares: picture, words, one way forward. */
export const FeedbackLayout = styled.section<{ $fill?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[5]};
  min-height: ${({ $fill }) => ($fill ? size.feedbackMinHeight : 'auto')};
  padding: ${space[10]} ${space[4]};
  text-align: center;
`

export const Picture = styled.div`
  width: 100%;
  max-width: ${size.illustrationMax};
`

export const Message = styled.p`
  max-width: ${size.readableMax};
  color: ${color.textMuted};
  font-size: ${fontSize.md};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`
