import type { ReactNode } from 'react'
import { useId } from 'react'
import styled from 'styled-components'
import { Heading } from '../../primitives/Heading'
import { color, radius, size, space } from '../../theme'

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  width: 100%;
  max-width: ${size.authFormMax};
  padding: ${space[5]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surfaceRaised};
`

const Intro = styled.p`
  margin: 0;
  color: ${color.textMuted};
`

export interface SettingsSectionProps {
  title: string
  /** One or two sentences under the title: what the section is for. */
  intro?: ReactNode
  children: ReactNode
  /** While its content loads (a screen reader hears it is busy). */
  busy?: boolean
}

/** My Settings' parts one under the other: the profile form, then each section. */
export const SettingsStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[8]};
  width: 100%;
`

/** A titled part of My Settings beyond the profile form: a region named by its heading. */
export function SettingsSection({ title, intro, children, busy }: SettingsSectionProps) {
  const id = useId()
  return (
    <Box aria-labelledby={id} aria-busy={busy || undefined}>
      <Heading id={id} level={2} size="sm">
        {title}
      </Heading>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Box>
  )
}
