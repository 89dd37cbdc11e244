import { formatDay } from '../dates';
import type { ChartPoint } from './chart-points';

/**
 * The chart's values as a table for screen readers (the drawing is hidden from them). A table grows
 * to its rows whatever its height: the hidden box around it keeps the page's length.
 */
export function ChartValuesTable({ pain, mobility }: { pain: readonly ChartPoint[]; mobility: readonly ChartPoint[] }) {
  const rows = [...pain.map((p) => ({ ...p, kind: 'Pain', shown: `${p.y}/10` })), ...mobility.map((p) => ({ ...p, kind: 'Mobility', shown: `${p.y}%` }))].sort((a, b) => a.x - b.x);
  return (
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
  );
}
