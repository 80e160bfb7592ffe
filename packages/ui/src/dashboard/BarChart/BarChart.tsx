import { Group } from '@visx/group'
import { Bar } from '@visx/shape'
import { useMemo } from 'react'
import styled from 'styled-components'
import { formatAmount, type Currency } from '../../format'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { chartSeries, color } from '../../theme'
import { abbreviateAmount, bandLabels, bandScale, linearScale, toNumber, valueDomain } from './axis'
import { useWidth } from './useWidth'

/** Drawing geometry, in pixels of the measured width (the SVG is drawn at its real size). */
const HEIGHT = 240
const FALLBACK_WIDTH = 480
const TICK_FONT = 12
/** An average character of the tick font, for fitting labels without measuring text. */
const CHAR_WIDTH = 7
const MAX_BAR = 56
/** A band label's baseline below the axis line. */
const BAND_LABEL_Y = 20
const MARGIN = { top: 12, right: 8, bottom: 28 }

const Figure = styled.figure`
  position: relative;
  width: 100%;
  min-width: 0;
  margin: 0;
`

const Svg = styled.svg`
  display: block;
  overflow: visible;

  /* Its box is kept while the width is measured (useWidth), a frame at most. */
  &[data-unmeasured] {
    visibility: hidden;
  }

  & .bar {
    fill: ${chartSeries[0]};
  }
  & .grid {
    stroke: ${color.chartGrid};
  }
  & .axis-line {
    stroke: ${color.borderStrong};
  }
  & text {
    fill: ${color.textMuted};
    font-family: inherit;
  }
`

const Table = styled.table`
  border-collapse: collapse;
`

/**
 * An axis label at (x, y), shifted by (dx, dy) in an SVG viewport of the tick font's size (so
 * 'em' is the tick font), as visx's axes drew it: placed by the font size alone, never measured.
 */
function Label({
  x,
  y,
  dx = 0,
  dy,
  anchor,
  children,
}: {
  x: number
  y: number
  dx?: number
  dy: string
  anchor: 'end' | 'middle'
  children: string
}) {
  return (
    <svg x={dx} y={dy} fontSize={TICK_FONT} overflow="visible">
      <text x={x} y={y} fontSize={TICK_FONT} textAnchor={anchor}>
        {children}
      </text>
    </svg>
  )
}

export interface BarDatum {
  /** The band's name, e.g. 'January' or '2026'. */
  label: string
  /** Used when the label doesn't fit under its bar, e.g. 'Jan'. */
  shortLabel?: string
  /** A number, or a decimal string; anything else counts as 0 in the drawing. */
  value: number | string
}

export interface BarChartProps {
  data: readonly BarDatum[]
  /** The chart's accessible name and the caption of its data table, e.g. 'Spend by month'. */
  label: string
  /** The amounts' currency, for the axis and the table (₦ when it has no sign). */
  currency?: Currency | null
  /** The header of the table's first column, e.g. 'Month'. */
  categoryLabel?: string
  /** The header of the amounts column. */
  valueLabel?: string
}

/**
 * Vertical bars over named bands (months, years), drawn at the container's width. The value
 * axis reads abbreviated amounts with the currency sign (₦1.2M); the band axis shortens or
 * thins its labels to fit. The SVG is an image named by `label`; a visually hidden table
 * holds every amount in full (spec §9 format), for screen readers and for anyone who needs the
 * numbers, and each bar's tooltip reads the same.
 */
export function BarChart({
  data,
  label,
  currency,
  categoryLabel = 'Period',
  valueLabel = 'Amount',
}: BarChartProps) {
  const [ref, width, measured] = useWidth<HTMLElement>(FALLBACK_WIDTH)
  const values = useMemo(() => data.map((d) => toNumber(d.value)), [data])
  const { domain, flat } = valueDomain(values)

  const yScale = linearScale(domain, [HEIGHT - MARGIN.top - MARGIN.bottom, 0], !flat)
  const yTicks = flat ? [0] : yScale.ticks(4)
  const tickText = (value: number) => abbreviateAmount(value, currency)
  const left = Math.max(...yTicks.map((t) => tickText(t).length)) * CHAR_WIDTH + 12

  const innerWidth = Math.max(width - left - MARGIN.right, 1)
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const xScale = bandScale(data.length, [0, innerWidth], 0.3)
  const step = xScale.step
  const xLabels = bandLabels(data, step, CHAR_WIDTH)
  const barWidth = Math.min(xScale.bandwidth, MAX_BAR)
  const zeroY = yScale(0)

  return (
    <Figure ref={ref}>
      <Svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={label}
        focusable="false"
        data-unmeasured={measured ? undefined : ''}
      >
        <Group top={MARGIN.top} left={left}>
          {yTicks.map((tick) => (
            <line
              key={tick}
              className="grid"
              x1={0}
              x2={innerWidth}
              y1={yScale(tick)}
              y2={yScale(tick)}
            />
          ))}
          {data.map((d, i) => {
            const value = values[i] ?? 0
            const y = yScale(value)
            const x = xScale(i) + (xScale.bandwidth - barWidth) / 2
            return (
              <Bar
                key={i}
                className="bar"
                x={x}
                y={Math.min(y, zeroY)}
                width={barWidth}
                height={Math.abs(zeroY - y)}
                rx={Math.min(4, barWidth / 4)}
                data-label={d.label}
              >
                <title>{`${d.label}: ${formatAmount(d.value, { currency })}`}</title>
              </Bar>
            )
          })}
          {/* The axes' labels are laid out from the font size alone: nothing measures text. */}
          <g className="axis-left">
            {yTicks.map((tick) => (
              <Label key={tick} x={-8} y={yScale(tick)} dx={-4} dy="0.33em" anchor="end">
                {tickText(tick)}
              </Label>
            ))}
          </g>
          <g className="axis-bottom" transform={`translate(0, ${innerHeight})`}>
            <line
              className="axis-line"
              x1={0.5}
              y1={0}
              x2={innerWidth + 0.5}
              y2={0}
              shapeRendering="crispEdges"
            />
            {data.map((_, i) =>
              xLabels[i] ? (
                <Label
                  key={i}
                  x={xScale(i) + xScale.bandwidth / 2}
                  y={BAND_LABEL_Y}
                  dy="0.25em"
                  anchor="middle"
                >
                  {xLabels[i]}
                </Label>
              ) : null,
            )}
          </g>
        </Group>
      </Svg>
      <VisuallyHidden as="div">
        <Table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={i}>
                <th scope="row">{d.label}</th>
                <td>{formatAmount(d.value, { currency })}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Figure>
  )
}
