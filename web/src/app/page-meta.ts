import type { PageMeta } from '../shared/page-meta';
import { notFoundMeta } from './not-found-meta';
import { intakePageMeta } from '../intake-form/meta';
import { portalPageMeta } from '../portal/meta';
import { aboutPageMeta } from '../public-site/about/meta';
import { contactPageMeta } from '../public-site/contact/meta';
import { privacyPolicyMeta, privacyPracticesMeta } from '../public-site/privacy/meta';
import { homePageMeta } from '../public-site/home/meta';
import { servicesPageMeta } from '../public-site/services/meta';
import { testimonialsPageMeta } from '../public-site/testimonials/meta';

export type { PageMeta };
export { notFoundMeta };

/** Title and description of each public page, from the pages' own constants: read by the prerender. */
export const pageMeta: Record<string, PageMeta> = {
  '/': homePageMeta,
  '/services': servicesPageMeta,
  '/about': aboutPageMeta,
  '/testimonials': testimonialsPageMeta,
  '/contact': contactPageMeta,
  '/intake': intakePageMeta,
  '/privacy': privacyPolicyMeta,
  '/privacy-practices': privacyPracticesMeta,
  '/patient-portal': portalPageMeta,
};


export function metaFor(pathname: string): PageMeta {
  const path = pathname.replace(/\/+$/, '') || '/';
  return pageMeta[path] ?? (path.startsWith('/patient-portal') ? portalPageMeta : notFoundMeta);
}
