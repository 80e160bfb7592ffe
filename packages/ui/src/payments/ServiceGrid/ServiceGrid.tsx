import type { Service, ViewStatus } from '@recur/api/contract'
import { useState, type ReactNode } from 'react'
import { Radio, RadioGroup } from 'react-aria-components'
import styled from 'styled-components'
import { TRY_AGAIN } from '../../feedback/LoadFailedBanner'
import { Button } from '../../primitives/Button'
import { Skeleton } from '../../primitives/Skeleton'
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
} from '../../primitives/TextField/TextField.styles'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { choiceCard, color, fontSize, fontWeight, radius, space } from '../../theme'

/** How many placeholder tiles show while the services load. */
export const SERVICE_SKELETON_TILES = 4

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-width: 0;
`

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${space[20]} + ${space[4]}), 1fr));
  gap: ${space[3]};
`

const Tile = styled(Radio)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: calc(${space[20]} + ${space[4]});
  padding: ${space[3]};
  border-radius: ${radius.lg};
  color: ${color.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  text-align: center;
  overflow-wrap: anywhere;
  ${choiceCard}

  & img {
    width: ${space[12]};
    height: ${space[12]};
    object-fit: contain;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`

const Tick = styled.span`
  position: absolute;
  top: ${space[1.5]};
  right: ${space[1.5]};
  width: ${space[3]};
  height: ${space[3]};
  border-radius: ${radius.round};
  background: ${color.primary};
  visibility: hidden;

  [data-selected] > & {
    visibility: visible;
  }
`

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${space[12]};
  height: ${space[12]};
  border-radius: ${radius.md};
  background: ${color.surfaceMuted};
  font-size: ${fontSize.md};
`

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  color: ${color.onDangerSubtle};
  font-size: ${fontSize.sm};
`

export interface ServiceGridProps {
  services: readonly Service[]
  status?: ViewStatus
  /** The chosen service's name (controlled); null for none. */
  value: string | null
  /** Called with the chosen service's name (what the API's service_name is made from). */
  onChange: (name: string) => void
  /** The group's label. */
  label?: ReactNode
  description?: ReactNode
  /** Shown under the grid (e.g. the schema's 'Service is required'). */
  errorMessage?: string
  isDisabled?: boolean
  onRetry?: () => void
  onBlur?: () => void
}

/**
 * Spec §2 Pay For Service: the services as a grid of logos, one to choose. A radio group: Tab
 * enters it at the chosen logo, the arrow keys move and choose. Each tile shows the service's
 * logo with its name written under it; a logo that fails to load shows the name's initials.
 */
export function ServiceGrid({
  services,
  status = 'ready',
  value,
  onChange,
  label = 'Service',
  description,
  errorMessage,
  isDisabled,
  onRetry,
  onBlur,
}: ServiceGridProps) {
  if (status === 'loading') {
    return (
      <Group aria-busy="true" isDisabled>
        <FieldLabel>{label}</FieldLabel>
        <VisuallyHidden role="status">Loading services</VisuallyHidden>
        <Tiles>
          {Array.from({ length: SERVICE_SKELETON_TILES }, (_, i) => (
            <Skeleton key={i} height={`calc(${space[20]} + ${space[4]})`} radius="lg" />
          ))}
        </Tiles>
      </Group>
    )
  }
  if (status === 'error') {
    return (
      <Group isDisabled>
        <FieldLabel>{label}</FieldLabel>
        <Problem role="alert">
          Could not load the services.
          {onRetry && (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {TRY_AGAIN}
            </Button>
          )}
        </Problem>
      </Group>
    )
  }
  return (
    <Group
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <Tiles>
        {services.map((service) => (
          // Named explicitly as well: the wrapping label's image is not every checker's label.
          <Tile key={service.uid} value={service.name} aria-label={service.name}>
            <Tick aria-hidden />
            <Logo service={service} />
          </Tile>
        ))}
      </Tiles>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Group>
  )
}

/** The service's artwork (its initials when the image fails), always with its name under it. */
function Logo({ service }: { service: Service }) {
  const [broken, setBroken] = useState(false)
  return (
    <>
      {broken || !service.image_url ? (
        <Initials aria-hidden>{serviceInitials(service.name)}</Initials>
      ) : (
        // The name is written under it: the picture adds nothing to say.
        <img src={service.image_url} alt="" onError={() => setBroken(true)} />
      )}
      {service.name}
    </>
  )
}

/** 'DStv' → 'DS', 'Recur Premium' → 'RP'. */
export function serviceInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase()
  return (words[0]![0]! + words[1]![0]!).toUpperCase()
}
