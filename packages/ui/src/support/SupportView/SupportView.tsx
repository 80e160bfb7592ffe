import { useId } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '../../primitives/Button'
import { Heading } from '../../primitives/Heading'
import { MailIcon, SupportIcon } from '../../primitives/Icon'
import { color, fontSize, radius, size, space } from '../../theme'

/** Spec §2: the subject of a support e-mail. */
export const SUPPORT_SUBJECT = 'Support Request'

/** `mailto:` the support address with the subject, encoded. */
export function supportMailto(supportEmail: string, subject = SUPPORT_SUBJECT): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[4]};
  max-width: ${size.readableMax};
  padding: ${space[10]} ${space[6]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  text-align: center;

  & > svg {
    width: ${space[12]};
    height: ${space[12]};
    color: ${color.primary};
  }
`

const Lead = styled.p`
  color: ${color.textMuted};
  font-size: ${fontSize.md};
`

export interface SupportViewProps {
  /** The configured support address. */
  supportEmail: string
}

/** Support (spec §2): 'How can we help you?' and 'Email us', which opens the mail client. */
export function SupportView({ supportEmail }: SupportViewProps) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId}>
      <SupportIcon aria-hidden />
      <Heading level={2} size="md" id={titleId}>
        How can we help you?
      </Heading>
      <Lead>Write to us at {supportEmail} and we will get back to you.</Lead>
      <ButtonLink href={supportMailto(supportEmail)}>
        <MailIcon size="sm" />
        Email us
      </ButtonLink>
    </Card>
  )
}
