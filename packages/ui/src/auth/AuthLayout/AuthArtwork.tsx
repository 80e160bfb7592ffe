import styled from 'styled-components'
import { color } from '../../theme'

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;

  .surface {
    fill: ${color.artSurface};
  }
  .paper {
    fill: ${color.artPaper};
  }
  .highlight {
    fill: ${color.artHighlight};
  }
  .accent {
    fill: ${color.artAccent};
  }
  .muted {
    fill: ${color.artMuted};
  }
  .line {
    fill: ${color.artLine};
  }
  .deep {
    fill: ${color.artBackground};
  }
  .loop {
    fill: none;
    stroke: ${color.artLine};
  }
  .ink {
    fill: none;
    stroke: ${color.artBackground};
  }
`

/**
 * The sign-in panel's illustration, drawn for Recur: a subscription card inside a renewal
 * loop, a naira coin, a calendar with a renewal day and a small spend chart. Decorative.
 */
export function AuthArtwork({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 400 440" aria-hidden focusable="false" className={className}>
      <circle className="surface" cx="200" cy="215" r="178" opacity="0.55" />
      <circle className="surface" cx="200" cy="215" r="128" opacity="0.8" />

      {/* The renewal loop, with its arrowheads. */}
      <g className="loop" strokeWidth="3" strokeLinecap="round">
        <path d="M58 170A150 150 0 0 1 318 112" strokeDasharray="2 12" />
        <path d="M342 262A150 150 0 0 1 82 318" strokeDasharray="2 12" />
        <path d="M302 96l18 16-22 8" strokeLinejoin="round" />
        <path d="M98 334l-18-16 22-8" strokeLinejoin="round" />
      </g>

      {/* A card behind, a card in front: one subscription. */}
      <rect
        className="line"
        x="118"
        y="118"
        width="196"
        height="124"
        rx="18"
        opacity="0.5"
        transform="rotate(-8 216 180)"
      />
      <rect className="paper" x="92" y="150" width="216" height="132" rx="18" />
      <circle className="deep" cx="124" cy="184" r="15" />
      <rect className="muted" x="150" y="174" width="96" height="10" rx="5" />
      <rect className="muted" x="150" y="192" width="62" height="8" rx="4" opacity="0.6" />
      <rect className="deep" x="112" y="230" width="112" height="18" rx="9" />
      <rect className="line" x="236" y="228" width="54" height="22" rx="11" />
      <path
        d="M250 239l5 5 10-10"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="ink"
      />
      <circle className="highlight" cx="124" cy="184" r="5" />

      {/* A naira coin. */}
      <circle className="accent" cx="312" cy="96" r="36" />
      <circle className="ink" cx="312" cy="96" r="27" strokeWidth="2" opacity="0.35" />
      <g className="ink" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M301 112V80l22 32V80" />
        <path d="M295 92h34M295 101h34" strokeWidth="3" />
      </g>

      {/* A calendar with the renewal day marked. */}
      <g transform="translate(52 300)">
        <rect className="highlight" width="104" height="96" rx="14" />
        <path className="accent" d="M0 14A14 14 0 0 1 14 0h76a14 14 0 0 1 14 14v14H0Z" />
        {[0, 1, 2, 3].map((col) =>
          [0, 1, 2].map((row) => (
            <circle
              key={`${col}-${row}`}
              className="muted"
              cx={20 + col * 21}
              cy={46 + row * 18}
              r="4"
            />
          )),
        )}
        <circle className="line" cx="62" cy="64" r="9" />
      </g>

      {/* Spend, month by month. */}
      <g transform="translate(252 318)">
        <rect className="paper" width="100" height="78" rx="14" />
        <rect className="line" x="16" y="38" width="12" height="26" rx="4" />
        <rect className="accent" x="36" y="22" width="12" height="42" rx="4" />
        <rect className="line" x="56" y="30" width="12" height="34" rx="4" />
        <rect className="deep" x="76" y="14" width="12" height="50" rx="4" />
      </g>

      {/* Sparkles. */}
      <path className="accent" d="M78 96l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" />
      <path className="highlight" d="M352 214l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" />
      <path className="accent" d="M200 40l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5Z" />
    </Svg>
  )
}
