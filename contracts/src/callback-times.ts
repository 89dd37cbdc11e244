/** When a callback may be asked for. Apart from the schemas (no zod), so a page that lists them loads no validation code. */
export const callbackTimes = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export const callbackTimeLabels: Record<(typeof callbackTimes)[number], string> = {
  morning: 'Morning (8 AM - 12 PM)',
  afternoon: 'Afternoon (12 PM - 4 PM)',
  evening: 'Evening (4 PM - 6 PM)',
  anytime: 'Anytime',
};
