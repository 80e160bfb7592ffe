import styled from 'styled-components'
import { color } from '../../theme'

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;

  .ground {
    fill: ${color.surfaceMuted};
  }
  .page {
    fill: ${color.surface};
    stroke: ${color.borderStrong};
  }
  .text {
    fill: ${color.artMuted};
  }
  .brand {
    fill: ${color.primary};
  }
  .cable {
    fill: none;
    stroke: ${color.textMuted};
  }
  .plug {
    fill: ${color.textMuted};
  }
  .spark {
    fill: ${color.artAccent};
  }
`

/** A page torn in two and its unplugged cable: the broken-page picture, drawn for Recur. */
export function BrokenPageArt() {
  return (
    <Svg viewBox="0 0 320 220" aria-hidden focusable="false">
      <ellipse className="ground" cx="160" cy="196" rx="140" ry="16" />

      {/* The left half of the page, torn along a jagged edge. */}
      <g transform="rotate(-6 110 110)">
        <path
          className="page"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M60 40h92l-10 22 12 18-12 20 10 22-12 20 10 22-10 20H60a8 8 0 0 1-8-8V48a8 8 0 0 1 8-8Z"
        />
        <rect className="brand" x="68" y="54" width="30" height="10" rx="5" />
        <rect className="text" x="68" y="78" width="62" height="6" rx="3" />
        <rect className="text" x="68" y="94" width="52" height="6" rx="3" />
        <rect className="text" x="68" y="110" width="60" height="6" rx="3" />
        <rect className="text" x="68" y="126" width="40" height="6" rx="3" />
      </g>

      {/* The right half, fallen a little. */}
      <g transform="rotate(9 210 120)">
        <path
          className="page"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M176 52h76a8 8 0 0 1 8 8v140a8 8 0 0 1-8 8h-80l10-20-10-22 12-20-10-22 12-20-12-18Z"
        />
        <rect className="text" x="192" y="90" width="52" height="6" rx="3" />
        <rect className="text" x="190" y="106" width="56" height="6" rx="3" />
        <rect className="text" x="194" y="122" width="40" height="6" rx="3" />
        <rect className="brand" x="196" y="168" width="48" height="16" rx="8" />
      </g>

      {/* The unplugged cable. */}
      <path className="cable" strokeWidth="4" strokeLinecap="round" d="M20 200c30-6 40-30 62-34" />
      <rect
        className="plug"
        x="80"
        y="156"
        width="20"
        height="16"
        rx="3"
        transform="rotate(-12 90 164)"
      />
      <path className="cable" strokeWidth="3" strokeLinecap="round" d="M101 158l9-3M103 167l9-3" />
      <path
        className="cable"
        strokeWidth="4"
        strokeLinecap="round"
        d="M300 196c-24-4-30-18-46-20"
      />
      <rect
        className="plug"
        x="232"
        y="168"
        width="20"
        height="16"
        rx="3"
        transform="rotate(8 242 176)"
      />

      <path className="spark" d="M160 22l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" />
      <path className="spark" d="M120 160l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5Z" />
    </Svg>
  )
}
