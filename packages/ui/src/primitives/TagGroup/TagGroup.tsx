import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Label,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type Key,
  type TagGroupProps as AriaTagGroupProps,
} from 'react-aria-components'
import styled from 'styled-components'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  radius,
  size,
  space,
  touchTarget,
  visuallyHidden,
} from '../../theme'
import { CloseIcon } from '../Icon'

const Group = styled(AriaTagGroup)<{ $hideLabel: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[1.5]};

  & > label {
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.medium};
    color: ${color.textMuted};
    ${({ $hideLabel }) => ($hideLabel ? visuallyHidden : '')}
  }
`

const List = styled(TagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
` as typeof TagList

const Chip = styled(AriaTag)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  max-width: 100%;
  min-height: ${size.controlHeightSm};
  ${touchTarget()}
  padding: 0 ${space[1]} 0 ${space[3]};
  border: ${size.border} solid ${color.primary};
  border-radius: ${radius.pill};
  background: ${color.primarySubtle};
  color: ${color.onPrimarySubtle};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  overflow-wrap: anywhere;
  outline: none;
  cursor: default;

  &[data-focus-visible] {
    ${focusRing}
  }
`

const Remove = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${space[1]};
  border: none;
  border-radius: ${radius.round};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &[data-hovered] {
    background: ${color.ghostHover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`

export interface TagItem {
  id: string
  label: string
}

export interface TagGroupProps<T extends TagItem> extends Omit<
  AriaTagGroupProps,
  'children' | 'onRemove'
> {
  label: ReactNode
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean
  items: readonly T[]
  /** Makes every tag removable: a × button, and Delete or Backspace on a focused tag. */
  onRemove?: (ids: string[]) => void
  /** Shown in place of the tags when there are none. */
  renderEmptyState?: () => ReactNode
}

/** react-aria's TagGroup: chips in a keyboard-navigable list (arrow keys move between them). */
export function TagGroup<T extends TagItem>({
  label,
  hideLabel = false,
  items,
  onRemove,
  renderEmptyState,
  ...props
}: TagGroupProps<T>) {
  return (
    <Group
      $hideLabel={hideLabel}
      onRemove={onRemove && ((keys: Set<Key>) => onRemove([...keys].map(String)))}
      {...props}
    >
      <Label>{label}</Label>
      <List items={items} renderEmptyState={renderEmptyState}>
        {(item) => (
          <Chip id={item.id} textValue={item.label}>
            {({ allowsRemoving }) => (
              <>
                {item.label}
                {allowsRemoving && (
                  <Remove slot="remove">
                    <CloseIcon size="sm" />
                  </Remove>
                )}
              </>
            )}
          </Chip>
        )}
      </List>
    </Group>
  )
}
