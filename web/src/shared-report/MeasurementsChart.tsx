import { Suspense } from 'react';
import type { SharedReportView } from '@pt/contracts';
import { PageLoading } from '../shared/ui/PageLoading';
import { preloadable } from '../shared/ui/preloadable';
import { ChartValuesTable } from '../shared/progress-chart/ChartValuesTable';
import { lastSeven } from '../shared/progress-chart/chart-points';

// ApexCharts is large: it loads when a report with measurements is shown (the project's one chart drawing).
const { Component: ProgressChartView } = preloadable(async () => (await import('../shared/progress-chart/ProgressChartView')).default, 'The chart');

/** Progress Measurements (reading B): the last 7 pain (0-10, left) and mobility (0-100, right) values, also as a table for screen readers. */
export function MeasurementsChart({ progress }: { progress: SharedReportView['progress'] }) {
  const pain = lastSeven(progress, 'pain');
  const mobility = lastSeven(progress, 'mobility');
  return (
    <section className="box report-section" aria-labelledby="report-measurements-title" data-testid="report-measurements">
      <h2 className="title is-5" id="report-measurements-title">
        Progress Measurements
      </h2>
      <div className="report-chart-canvas">
        <Suspense fallback={<PageLoading label="Loading chart..." />}>
          <ProgressChartView pain={pain} mobility={mobility} />
        </Suspense>
      </div>
      <ChartValuesTable pain={pain} mobility={mobility} />
    </section>
  );
}
