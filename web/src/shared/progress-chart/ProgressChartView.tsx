import Chart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/features/legend';
import type { ApexOptions } from 'apexcharts';
import { reducedMotionWanted } from '../reduced-motion';
import { paddedRange } from './chart-points';

type Point = { x: number; y: number };

const painColour = '#b42318';
const mobilityColour = '#0f766e';

/** The ApexCharts line chart itself (its own chunk). */
export default function ProgressChartView({ pain, mobility }: { pain: Point[]; mobility: Point[] }) {
  // Read at each drawing: the system's setting or the accessibility menu's.
  const reducedMotion = reducedMotionWanted();
  const options: ApexOptions = {
    chart: { id: 'patient-progress', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: !reducedMotion }, fontFamily: 'inherit',
      // The drawing is hidden from assistive technology (the figure's table carries the values), so nothing in it takes focus.
      accessibility: { enabled: false },
    },
    colors: [painColour, mobilityColour],
    stroke: { width: 3, curve: 'straight' },
    markers: { size: 5 },
    legend: { position: 'top', horizontalAlign: 'left' },
    xaxis: { type: 'datetime', ...paddedRange([...pain, ...mobility]), labels: { datetimeUTC: true, format: 'MMM d' } },
    yaxis: [
      { seriesName: 'Pain', min: 0, max: 10, tickAmount: 5, title: { text: 'Pain (0-10)' } },
      { seriesName: 'Mobility', opposite: true, min: 0, max: 100, tickAmount: 5, title: { text: 'Mobility (%)' } },
    ],
    tooltip: { x: { format: 'MMM d, yyyy' } },
  };
  const series = [
    { name: 'Pain', data: pain },
    { name: 'Mobility', data: mobility },
  ];
  // Hidden from assistive technology: the figure's table carries the values (a failure to load it shows in its place, read).
  return (
    <div aria-hidden="true">
      <Chart type="line" height={300} options={options} series={series} />
    </div>
  );
}
