import styled from 'styled-components'
import { visuallyHidden } from '../../theme'

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`
