/** One figure of `npm run bench`: a value beside its ceiling measured in the same run, or its bound. */
export interface Figure {
  what: string;
  value: number;
  unit: string;
  /** What the engine itself does on this machine now (the same work without our code), when there is one. */
  ceiling?: { value: number; what: string };
  /** The bound for the value, or for value / ceiling. */
  target?: { atLeast?: number; atMost?: number; ratioAtLeast?: number };
}

export const perSecond = (n: number, ms: number) => Math.round((n / ms) * 1000);

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function met(f: Figure): boolean | undefined {
  if (!f.target) return undefined;
  const { atLeast, atMost, ratioAtLeast } = f.target;
  if (atLeast !== undefined && f.value < atLeast) return false;
  if (atMost !== undefined && f.value > atMost) return false;
  if (ratioAtLeast !== undefined && f.ceiling && f.value / f.ceiling.value < ratioAtLeast) return false;
  return true;
}

export function printTable(figures: Figure[]) {
  console.table(
    figures.map((f) => ({
      figure: f.what,
      value: `${round(f.value)} ${f.unit}`,
      ceiling: f.ceiling ? `${round(f.ceiling.value)} ${f.unit} (${f.ceiling.what})` : '',
      ratio: f.ceiling ? (f.value / f.ceiling.value).toFixed(2) : '',
      target: describe(f),
      met: met(f) === undefined ? '' : met(f) ? 'yes' : 'NO',
    })),
  );
}

function describe(f: Figure): string {
  const t = f.target;
  if (!t) return '';
  return [t.atLeast !== undefined && `>= ${t.atLeast}`, t.atMost !== undefined && `<= ${t.atMost}`, t.ratioAtLeast !== undefined && `ratio >= ${t.ratioAtLeast}`].filter(Boolean).join(', ');
}

const round = (v: number) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 100) / 100);
