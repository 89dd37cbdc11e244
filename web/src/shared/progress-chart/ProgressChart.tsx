import { Suspense } from 'react';
import type { Measurement } from '@pt/contracts';
import { PageLoading } from '../ui/PageLoading';
import { preloadable } from '../ui/preloadable';
import { ChartValuesTable } from './ChartValuesTable';
import { lastSeven } from './chart-points';
import './progress-chart.scss';

// ApexCharts is large: it loads when a chart is first shown, not with the dashboard.
const { Component: ProgressChartView } = preloadable(async () => (await import('./ProgressChartView')).default, 'The chart');

/** Pain (0-10, left axis) and mobility (0-100, right axis): the last 7 measurements of each, with the values as a table for screen readers. */
export function ProgressChart({ measurements }: { measurements: readonly Measurement[] }) {
  const pain = lastSeven(measurements, 'pain');
  const mobility = lastSeven(measurements, 'mobility');
  return (
    <figure className="progress-chart" aria-labelledby="progress-chart-title" data-testid="progress-chart">
      <figcaption className="title is-5" id="progress-chart-title">
        Weekly Progress Tracking
      </figcaption>
      <div className="progress-chart-canvas">
        <Suspense fallback={<PageLoading label="Loading chart..." />}>
          <ProgressChartView pain={pain} mobility={mobility} />
        </Suspense>
      </div>
      <ChartValuesTable pain={pain} mobility={mobility} />
    </figure>
  );
}
