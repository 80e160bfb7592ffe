import styled from 'styled-components'
import { color } from '../../theme'

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;

  .ground {
    fill: ${color.surfaceMuted};
  }
  .map {
    fill: ${color.surface};
    stroke: ${color.borderStrong};
  }
  .fold {
    fill: ${color.surfaceMuted};
  }
  .route {
    fill: none;
    stroke: ${color.primary};
  }
  .pin {
    fill: ${color.statusExpired};
  }
  .lens {
    fill: ${color.primarySubtle};
    stroke: ${color.text};
  }
  .handle {
    stroke: ${color.text};
  }
`

/** A folded map whose route ends nowhere, under a magnifying glass. */
export function NotFoundArt() {
  return (
    <Svg viewBox="0 0 320 200" aria-hidden focusable="false">
      <ellipse className="ground" cx="160" cy="182" rx="130" ry="14" />
      <path
        className="map"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M50 40l70-16 80 16 70-16v130l-70 16-80-16-70 16Z"
      />
      <path className="fold" d="M120 24v130l80 16V40Z" />
      <path
        className="route"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
        d="M72 136c20-40 50-10 70-40s40-40 66-20"
      />
      <path
        className="pin"
        d="M72 120a10 10 0 0 1 10 10c0 8-10 18-10 18s-10-10-10-18a10 10 0 0 1 10-10Z"
      />
      <circle className="lens" cx="222" cy="84" r="30" strokeWidth="6" />
      <path className="handle" strokeWidth="10" strokeLinecap="round" d="M244 106l26 26" />
      <path
        className="handle"
        strokeWidth="5"
        strokeLinecap="round"
        d="M214 74a10 10 0 1 1 12 10v6"
        fill="none"
      />
      <circle className="pin" cx="226" cy="99" r="3" />
    </Svg>
  )
}
