import type { SVGProps } from 'react'
import styled from 'styled-components'
import { size } from '../../theme'

/** Line icons on a 24-unit grid, drawn in the current text colour. Decorative by default. */
/** Static styles: the size is a data attribute, so an icon never builds CSS as it renders. */
const Svg = styled.svg`
  width: ${size.iconMd};
  height: ${size.iconMd};
  flex-shrink: 0;

  &:where([data-size='sm']) {
    width: ${size.iconSm};
    height: ${size.iconSm};
  }
  &:where([data-size='lg']) {
    width: ${size.iconLg};
    height: ${size.iconLg};
  }
`

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: 'sm' | 'md' | 'lg'
}

function icon(paths: React.ReactNode) {
  return function Icon({ size: iconSize = 'md', ...props }: IconProps) {
    return (
      <Svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        data-size={iconSize}
        {...props}
      >
        {paths}
      </Svg>
    )
  }
}

export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
)

export const EyeOffIcon = icon(
  <>
    <path d="M10.6 5.1A9.7 9.7 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.7 3.6" />
    <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </>,
)

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />)

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />)

export const WalletIcon = icon(
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="3.5" y="8" width="17" height="11" rx="2.5" />
    <circle cx="16" cy="13.5" r="1.2" />
  </>,
)

export const DashboardIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
  </>,
)

export const ListIcon = icon(
  <>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </>,
)

export const PlusCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </>,
)

export const CardIcon = icon(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
    <path d="M3 10h18M7 15h3" />
  </>,
)

export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
)

export const SupportIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.4" />
    <circle cx="12" cy="17" r="0.6" />
  </>,
)

export const LogoutIcon = icon(
  <>
    <path d="M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3" />
    <path d="m16 16 4-4-4-4M20 12H9" />
  </>,
)

export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5" />
    <circle cx="12" cy="7.8" r="0.6" />
  </>,
)

export const AlertIcon = icon(
  <>
    <path d="M10.3 4.3 2.6 17.6A2 2 0 0 0 4.3 20.6h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4" />
    <circle cx="12" cy="17" r="0.6" />
  </>,
)

export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16 9.8" />
  </>,
)

export const ExternalIcon = icon(
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </>,
)

export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />)

export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />)

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />)

export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />)

export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />)

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
)

export const FilterIcon = icon(<path d="M4 5h16l-6 7.5V19l-4-2v-4.5L4 5Z" />)

export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
)

export const TableIcon = icon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="M3.5 9.5h17M3.5 14.5h17M9.5 9.5v10" />
  </>,
)

export const RenewIcon = icon(
  <>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
    <path d="M4 4v4h4" />
    <path d="M4 13a8 8 0 0 0 14.6 4.5L20 16" />
    <path d="M20 20v-4h-4" />
  </>,
)

export const EditIcon = icon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
)

export const TrashIcon = icon(
  <>
    <path d="M4 7h16M9.5 7V4.5h5V7" />
    <path d="M6 7l1 13h10l1-13" />
    <path d="M10 11v5M14 11v5" />
  </>,
)

export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
)

/** Money in: an arrow coming down into the wallet (a credit). */
export const ArrowDownLeftIcon = icon(<path d="M17 7 7 17M7 9v8h8" />)

/** Money out: an arrow leaving the wallet (a debit). */
export const ArrowUpRightIcon = icon(<path d="M7 17 17 7M9 7h8v8" />)
