/**
 * The practice's services, once: the cards of /services (in this order), the footer's links, the
 * message form's choices and the values the server accepts. The slug is the service's anchor on
 * the services page (`/services#hand-therapy`). The pages' longer copy lives with the pages, keyed
 * by slug.
 */
export interface CatalogueService {
  slug: string;
  name: string;
}

export const serviceCatalogue = [
  { slug: 'dry-needling', name: 'Dry Needling' },
  { slug: 'manual-therapy', name: 'Manual Therapy' },
  { slug: 'movement-analysis', name: 'Movement Analysis' },
  { slug: 'running-analysis', name: 'Running Analysis' },
  { slug: 'injury-rehabilitation', name: 'Injury Rehabilitation' },
  { slug: 'lymphedema-therapy', name: 'Lymphedema Therapy' },
  { slug: 'hand-therapy', name: 'Hand Therapy' },
  { slug: 'post-op-rehab', name: 'Post-Operative Rehab' },
] as const satisfies readonly CatalogueService[];

export type ServiceSlug = (typeof serviceCatalogue)[number]['slug'];

export const serviceSlugs: readonly ServiceSlug[] = serviceCatalogue.map((service) => service.slug);

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

/** The name of a service, by its slug. */
export function serviceName(slug: ServiceSlug): string {
  return serviceCatalogue.find((service) => service.slug === slug)!.name;
}

/** Not a service: the message form's choice for a visitor who wants advice first (spec 000 section 5). */
export const consultationChoice = { value: 'consultation', label: 'Free Consultation' } as const;
