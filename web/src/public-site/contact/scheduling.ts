/**
 * Appointment types and scheduling links (spec 000 section 7): the embed prefers the PT
 * appointment (name contains "pt", or slug "45min"), separately looks for the lymphedema session,
 * and falls back to a configured or default scheduling link.
 */
export interface AppointmentType {
  name: string;
  slug: string;
  scheduling_url: string;
  /** Minutes. */
  duration: number;
}

export const defaultSchedulingUrl: string =
  import.meta.env.VITE_SCHEDULING_URL || 'https://calendly.com/coastal-motion-pt/45min';

const isLymphedema = (t: AppointmentType) => t.name.toLowerCase().includes('lymphedema');
const looksLikePt = (t: AppointmentType) => t.name.toLowerCase().includes('pt') || t.slug === '45min';

export function pickAppointmentTypes(types: readonly AppointmentType[]): {
  pt: AppointmentType | undefined;
  lymphedema: AppointmentType | undefined;
} {
  // "appointment" contains "pt" too, so a lymphedema type is only the PT choice when nothing else fits.
  const pt = types.find((t) => looksLikePt(t) && !isLymphedema(t)) ?? types.find(looksLikePt);
  return { pt, lymphedema: types.find(isLymphedema) };
}

/** Accepts the documented array, or the provider's own `{ collection: [...] }` shape. */
export function normaliseAppointmentTypes(answer: unknown): AppointmentType[] {
  const list: unknown[] = Array.isArray(answer)
    ? answer
    : typeof answer === 'object' && answer !== null && Array.isArray((answer as { collection?: unknown }).collection)
      ? (answer as { collection: unknown[] }).collection
      : [];
  return list.flatMap((raw) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const t = raw as Record<string, unknown>;
    if (typeof t.name !== 'string' || typeof t.scheduling_url !== 'string') return [];
    return [
      {
        name: t.name,
        slug: typeof t.slug === 'string' ? t.slug : '',
        scheduling_url: t.scheduling_url,
        duration: typeof t.duration === 'number' ? t.duration : Number(t.duration) || 0,
      },
    ];
  });
}

export interface Visitor {
  name?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** The scheduling link with what we know of the visitor (name, email, first_name, last_name). */
export function schedulingLink(url: string, visitor: Visitor | undefined): string {
  if (!visitor) return url;
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return url;
  }
  const name = visitor.name ?? ([visitor.firstName, visitor.lastName].filter(Boolean).join(' ') || undefined);
  const params: [string, string | undefined][] = [
    ['name', name],
    ['email', visitor.email],
    ['first_name', visitor.firstName],
    ['last_name', visitor.lastName],
  ];
  for (const [key, value] of params) {
    if (value && value.trim()) link.searchParams.set(key, value.trim());
  }
  return link.toString();
}
