import styled from 'styled-components'
import { Button, type ButtonProps } from '../../primitives/Button'
import { ChevronDownIcon } from '../../primitives/Icon'
import { space } from '../../theme'

/** The Export button and, beside it, what went wrong with the last export. */
export const ExportWrap = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
`

/** 'Export' with its menu's chevron: ExportMenu's trigger, and its stand-in's button. */
export function ExportButton(props: Omit<ButtonProps, 'variant' | 'children'>) {
  return (
    <Button variant="secondary" {...props}>
      Export
      <ChevronDownIcon size="sm" />
    </Button>
  )
}

export interface ExportMenuStandInProps {
  /** Pressed before the menu is in: the caller asks for it and opens it once it has arrived. */
  onPress: () => void
}

/**
 * ExportMenu as it looks before its menu's code has arrived (My Subscriptions loads the menu once
 * the list has painted): the same button in the same place, so nothing moves when the menu takes
 * its place. A module apart from ExportMenu, so that the list's first paint does without react-aria's
 * menu and popover.
 */
export function ExportMenuStandIn({ onPress }: ExportMenuStandInProps) {
  return (
    <ExportWrap>
      <ExportButton aria-haspopup="menu" onPress={onPress} />
    </ExportWrap>
  )
}
