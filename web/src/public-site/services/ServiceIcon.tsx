import type { ServiceSlug } from '@pt/contracts';
import { LineIcon } from '../../shared/ui/icons';

/** One small line drawing per service (decorative). */
const drawings: Record<ServiceSlug, string> = {
  // a filament needle with its handle
  'dry-needling': 'M4 20 14.5 9.5M13 8l3 3M16.5 4.5l3 3-3 3-3-3zM4 20l1.5-3.5',
  // a spine of stacked vertebrae
  'manual-therapy': 'M9 3h6v3H9zM8 9h8v3H8zM8 15h8v3H8zM9 21h6M12 6v3M12 12v3M12 18v3',
  // a pulse line over a baseline
  'movement-analysis': 'M3 12h4l2-5 4 10 2-5h6M3 20h18',
  // a runner
  'running-analysis': 'M15 5.5a1.5 1.5 0 1 0 0-.01M7 10l4-2 3 2 2 3 3 1M11 8l-1 5 3 2-1 6M10 13l-3 2-3-1',
  // a medical cross in a rounded square
  'injury-rehabilitation': 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 8v8M8 12h8',
  // a drop of fluid
  'lymphedema-therapy': 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11zM9.5 14.5a2.5 2.5 0 0 0 2.5 2.5',
  // an open hand
  'hand-therapy':
    'M8 13V5.5a1.5 1.5 0 0 1 3 0V11M11 11V4a1.5 1.5 0 0 1 3 0v7M14 11V5.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-.5a6 6 0 0 1-5-2.7L2.8 15a1.5 1.5 0 0 1 2.4-1.8L8 16',
  // a clipboard with a check mark
  'post-op-rehab': 'M9 4h6v3H9zM9 5.5H6v15h12v-15h-3M9 14l2 2 4-4',
};

export function ServiceIcon({ id }: { id: ServiceSlug }) {
  return <LineIcon d={drawings[id]} size={26} strokeWidth={1.8} />;
}
