import { Button as AriaButton } from 'react-aria-components'
import styled from 'styled-components'
import {
  color,
  focusRing,
  fontSize,
  fontWeight,
  motion,
  radius,
  size,
  space,
  touchTarget,
} from '../../theme'
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon'
import { clampPage, pageWindow } from './pageWindow'

export { clampPage, pageWindow }

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const PageButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[1]};
  min-width: ${size.controlHeightSm};
  min-height: ${size.controlHeightSm};
  ${touchTarget('square')}
  padding: 0 ${space[2]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background ${motion.fast} ${motion.easing};

  &[data-hovered] {
    background: ${color.ghostHover};
  }
  &[aria-current='page'] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
    cursor: default;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`

export interface PaginationProps {
  /** 1-based; clamped into 1 … lastPage. */
  currentPage: number
  lastPage: number
  /** Called with a page that is always within 1 … lastPage. */
  onPageChange: (page: number) => void
  /** How many page numbers to show around the current one (spec §9: 3). */
  pageCount?: number
  'aria-label'?: string
}

/**
 * Spec §2: previous, up to three page numbers around the current page, next; clamped between 1
 * and the last page. Previous is disabled on the first page and Next on the last.
 */
export function Pagination({
  currentPage,
  lastPage,
  onPageChange,
  pageCount = 3,
  'aria-label': ariaLabel = 'Pagination',
}: PaginationProps) {
  const last = clampPage(lastPage, lastPage)
  const current = clampPage(currentPage, last)
  const go = (page: number) => {
    const next = clampPage(page, last)
    if (next !== current) onPageChange(next)
  }
  return (
    <Nav aria-label={ariaLabel}>
      <List>
        <li>
          <PageButton isDisabled={current <= 1} onPress={() => go(current - 1)}>
            <ChevronLeftIcon size="sm" />
            Previous
          </PageButton>
        </li>
        {pageWindow(current, last, pageCount).map((page) => (
          <li key={page}>
            <PageButton
              aria-label={`Page ${page}`}
              aria-current={page === current ? 'page' : undefined}
              onPress={() => go(page)}
            >
              {page}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton isDisabled={current >= last} onPress={() => go(current + 1)}>
            Next
            <ChevronRightIcon size="sm" />
          </PageButton>
        </li>
      </List>
    </Nav>
  )
}
