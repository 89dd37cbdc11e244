import { lazy, Suspense } from 'react';
import type { SharedReportView } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { PageLoading } from '../shared/ui/PageLoading';
import { lastSeven } from './report-view';

// ApexCharts is large: it loads when a report with measurements is shown (the project's one chart drawing).
const ProgressChartView = lazy(() => import('../shared/progress-chart/ProgressChartView'));

/** Progress Measurements (reading B): the last 7 pain (0-10, left) and mobility (0-100, right) values, also as a table for screen readers. */
export function MeasurementsChart({ progress }: { progress: SharedReportView['progress'] }) {
  const pain = lastSeven(progress, 'pain');
  const mobility = lastSeven(progress, 'mobility');
  const rows = [...pain.map((p) => ({ ...p, kind: 'Pain', shown: `${p.y}/10` })), ...mobility.map((p) => ({ ...p, kind: 'Mobility', shown: `${p.y}%` }))].sort((a, b) => a.x - b.x);
  return (
    <section className="box report-section" aria-labelledby="report-measurements-title" data-testid="report-measurements">
      <h2 className="title is-5" id="report-measurements-title">
        Progress Measurements
      </h2>
      <div aria-hidden="true" className="report-chart-canvas">
        <Suspense fallback={<PageLoading label="Loading chart..." />}>
          <ProgressChartView pain={pain} mobility={mobility} />
        </Suspense>
      </div>
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
            {rows.map((row, i) => (
              <tr key={i}>
                <td>{formatDay(row.day)}</td>
                <td>{row.kind}</td>
                <td>{row.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
