import type { IntakeCounts } from '@pt/contracts';

const counters: { key: keyof IntakeCounts; label: string }[] = [
  { key: 'pending', label: 'Pending Review' },
  // DECISIONS.md: 'Under Review' counts the forms whose status is reviewed.
  { key: 'reviewed', label: 'Under Review' },
  { key: 'completed', label: 'Completed' },
  { key: 'total', label: 'Total Forms' },
];

/** The four counters of intake form management (spec 001). */
export function IntakeCounters({ counts }: { counts: IntakeCounts }) {
  return (
    <ul className="intake-counters" aria-label="Intake form counts">
      {counters.map(({ key, label }) => (
        <li key={key} className={`intake-counter is-${key}`} data-testid={`intake-count-${key}`}>
          <span className="intake-counter-value">{counts[key]}</span>
          <span className="intake-counter-label">{label}</span>
        </li>
      ))}
    </ul>
  );
}
