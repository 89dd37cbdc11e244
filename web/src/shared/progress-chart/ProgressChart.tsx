import { lazy, Suspense } from 'react';
import type { Measurement } from '@pt/contracts';
import { formatDay } from '../dates';
import { PageLoading } from '../ui/PageLoading';
import { lastSeven } from './chart-points';
import './progress-chart.scss';

// ApexCharts is large: it loads when a chart is first shown, not with the dashboard.
const ProgressChartView = lazy(() => import('./ProgressChartView'));

/** Pain (0-10, left axis) and mobility (0-100, right axis): the last 7 measurements of each, with the values as a table for screen readers. */
export function ProgressChart({ measurements }: { measurements: readonly Measurement[] }) {
  const pain = lastSeven(measurements, 'pain');
  const mobility = lastSeven(measurements, 'mobility');
  return (
    <figure className="progress-chart" aria-labelledby="progress-chart-title" data-testid="progress-chart">
      <figcaption className="title is-5" id="progress-chart-title">
        Weekly Progress Tracking
      </figcaption>
      <div aria-hidden="true" className="progress-chart-canvas">
        <Suspense fallback={<PageLoading label="Loading chart..." />}>
          <ProgressChartView pain={pain} mobility={mobility} />
        </Suspense>
      </div>
      {/* A table grows to its rows whatever its height: the hidden box around it keeps the page's length. */}
      <div className="is-sr-only">
        <table>
          <caption>The last 7 pain and mobility measurements</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Measurement</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {[...pain.map((p) => ({ ...p, kind: 'Pain', shown: `${p.y}/10` })), ...mobility.map((p) => ({ ...p, kind: 'Mobility', shown: `${p.y}%` }))].map((point, i) => (
              <tr key={i}>
                <td>{formatDay(point.day)}</td>
                <td>{point.kind}</td>
                <td>{point.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
