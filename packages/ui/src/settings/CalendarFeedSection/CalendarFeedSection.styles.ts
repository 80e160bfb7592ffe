import styled from 'styled-components'
import { color } from '../../theme'

/** A secondary line of the section and of its confirmation. */
export const Muted = styled.p`
  margin: 0;
  color: ${color.textMuted};
`
