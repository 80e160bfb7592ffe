import styled from 'styled-components'
import { Skeleton } from '../../primitives/Skeleton'
import { VisuallyHidden } from '../../primitives/VisuallyHidden'
import { color, radius, shadow, size, space } from '../../theme'
import { DashboardOverview } from '../DashboardOverview'

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  height: 100%;
  padding: ${space[4]};
  border: ${size.border} solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.sm};
`

const Bars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space[2]};
  height: calc(${space[20]} * 2.5);

  & > * {
    flex: 1;
  }
`

const Ring = styled.div`
  display: flex;
  justify-content: center;
`

type Shape = 'figure' | 'bars' | 'doughnut' | 'table' | 'list'

/** Bar heights of the placeholder chart, as fractions of its height. */
const BAR_HEIGHTS = [0.45, 0.7, 0.55, 0.9, 0.6, 0.75, 0.4, 0.8]

function SkeletonCard({ shape }: { shape: Shape }) {
  return (
    <Panel data-skeleton-card={shape}>
      <Skeleton width="45%" height={space[5]} />
      {shape === 'figure' && <Skeleton width="70%" height={space[8]} />}
      {shape === 'bars' && (
        <Bars>
          {BAR_HEIGHTS.map((h, i) => (
            <Skeleton key={i} height={`${h * 100}%`} />
          ))}
        </Bars>
      )}
      {shape === 'doughnut' && (
        <Ring>
          <Skeleton
            width={`calc(${space[20]} * 2)`}
            height={`calc(${space[20]} * 2)`}
            radius="round"
          />
        </Ring>
      )}
      {(shape === 'table' || shape === 'list') &&
        Array.from({ length: shape === 'table' ? 4 : 2 }, (_, i) => (
          <Skeleton key={i} height={shape === 'table' ? space[6] : size.controlHeight} />
        ))}
    </Panel>
  )
}

/** The dashboard's placeholder while the summary loads (spec §2): the Overview, in outline. */
export function DashboardSkeleton() {
  return (
    <div data-loading>
      <VisuallyHidden role="status">Loading dashboard</VisuallyHidden>
      <DashboardOverview
        aria-busy
        totalSpend={<SkeletonCard shape="figure" />}
        totalEntries={<SkeletonCard shape="figure" />}
        renewals={<SkeletonCard shape="list" />}
        yearlySpend={<SkeletonCard shape="bars" />}
        categoryStatistics={<SkeletonCard shape="doughnut" />}
        expiringSoon={<SkeletonCard shape="table" />}
        spendByCurrency={<SkeletonCard shape="doughnut" />}
      />
    </div>
  )
}
