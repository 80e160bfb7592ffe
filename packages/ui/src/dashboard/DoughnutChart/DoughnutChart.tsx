import { Group } from '@visx/group'
import { Pie } from '@visx/shape'
import { useId, useMemo, type ReactNode } from 'react'
import styled from 'styled-components'
import { chartSeries, color, fontSize, fontWeight, radius, space } from '../../theme'
import { formatShare, toSlices, type DoughnutDatum, type DoughnutSlice } from './slices'

/** The doughnut's drawing size in SVG units; it scales down to fit its container. */
const DIAMETER = 200
const GAP = 2

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[4]};
  margin: 0;
  min-width: 0;
`

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: calc(${space[20]} * 2.25);
  height: auto;

  & path {
    stroke: ${color.surface};
    stroke-width: ${GAP};
    stroke-linejoin: round;
  }
  ${chartSeries.map((fill, i) => `& [data-series='${i}'] { fill: ${fill}; }`).join('\n')}
  & .track {
    fill: none;
    stroke: ${color.border};
  }
`

const Legend = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[2]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
`

const Entry = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: baseline;
  column-gap: ${space[2]};
`

const Swatch = styled.span`
  align-self: center;
  width: ${space[3]};
  height: ${space[3]};
  border-radius: ${radius.sm};
  ${chartSeries.map((fill, i) => `&[data-series='${i}'] { background: ${fill}; }`).join('\n')}
`

const Name = styled.span`
  overflow-wrap: anywhere;
`

const Share = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${fontWeight.semibold};
  text-align: end;
  white-space: nowrap;
`

const Detail = styled.span`
  grid-column: 2 / -1;
  color: ${color.textMuted};
  font-size: ${fontSize.xs};
  overflow-wrap: anywhere;
`

const Empty = styled.p`
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  text-align: center;
`

export interface DoughnutChartProps {
  /** The parts, e.g. a category and its percentage. Shares are worked out from the values. */
  data: readonly DoughnutDatum[]
  /** How much of the radius is hollow: 0.7 for categories, 0.65 for currencies (spec §9). */
  cutout: number
  /** The chart's accessible name, e.g. 'Spend by category'. */
  label: string
  /** Shown instead of the chart when there is nothing to draw. */
  emptyMessage?: ReactNode
}

/**
 * A doughnut with its legend below (spec §2). The five series colours come from the theme;
 * past five parts, the smallest fold into 'Others' (see `toSlices`). The SVG is an image named
 * by `label`; the legend, a list of every part and its share, is its text alternative and is
 * what makes colour unnecessary for reading the chart.
 */
export function DoughnutChart({
  data,
  cutout,
  label,
  emptyMessage = 'Nothing to show yet',
}: DoughnutChartProps) {
  const slices = useMemo(() => toSlices(data), [data])
  const legendId = useId()
  const outer = DIAMETER / 2 - GAP
  const inner = outer * Math.min(Math.max(cutout, 0), 0.95)

  if (slices.length === 0) {
    return (
      <Figure data-empty>
        <Svg viewBox={`0 0 ${DIAMETER} ${DIAMETER}`} aria-hidden focusable="false">
          <circle
            className="track"
            cx={DIAMETER / 2}
            cy={DIAMETER / 2}
            r={(outer + inner) / 2}
            strokeWidth={outer - inner}
          />
        </Svg>
        <Empty>{emptyMessage}</Empty>
      </Figure>
    )
  }

  return (
    <Figure>
      <Svg
        viewBox={`0 0 ${DIAMETER} ${DIAMETER}`}
        role="img"
        aria-label={label}
        aria-describedby={legendId}
        focusable="false"
      >
        <Group top={DIAMETER / 2} left={DIAMETER / 2}>
          <Pie<DoughnutSlice>
            data={slices}
            pieValue={(slice) => slice.value}
            pieSort={null}
            pieSortValues={null}
            outerRadius={outer}
            innerRadius={inner}
            cornerRadius={slices.length > 1 ? 2 : 0}
          >
            {(pie) =>
              pie.arcs.map((arc) => (
                <path
                  key={arc.data.id}
                  d={pie.path(arc) ?? ''}
                  data-series={arc.data.colorIndex}
                  data-label={arc.data.label}
                />
              ))
            }
          </Pie>
        </Group>
      </Svg>
      <Legend id={legendId} aria-label={`${label}: legend`}>
        {slices.map((slice) => (
          <Entry key={slice.id}>
            <Swatch data-series={slice.colorIndex} aria-hidden />
            <Name>{slice.label}</Name>
            <Share>{formatShare(slice.share)}</Share>
            {slice.detail !== undefined && <Detail>{slice.detail}</Detail>}
            {slice.members && slice.members.length > 0 && (
              <Detail>
                {`Includes ${slice.members
                  .map((member) => `${member.label} ${formatShare(member.share)}`)
                  .join(' · ')}`}
              </Detail>
            )}
          </Entry>
        ))}
      </Legend>
    </Figure>
  )
}
