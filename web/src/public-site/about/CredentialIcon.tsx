import { LineIcon } from '../../shared/ui/icons';
/** Small line drawings for the three credentials (decorative), in the order of `credentials`. */
const drawings = [
  // a licence card
  'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0M6 16c.5-1.5 1.6-2.2 3-2.2s2.5.7 3 2.2M14 9h4M14 12h4',
  // a rosette with ribbons
  'M12 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM9 12.5 7.5 21l4.5-2.5 4.5 2.5-1.5-8.5',
  // an open book
  'M12 6c-2-1.5-5-2-8-1.5v14c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-14c-3-.5-6 0-8 1.5zM12 6v14',
] as const;

export function CredentialIcon({ index }: { index: number }) {
  return <LineIcon d={drawings[index % drawings.length]!} size={26} strokeWidth={1.8} />;
}
