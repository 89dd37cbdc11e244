import { practice } from '@pt/contracts';
import type { PageMeta } from '../shared/page-meta';
import { aboutPageMeta } from '../public-site/about/meta';
import { servicesPageMeta } from '../public-site/services/meta';
import { testimonialsPageMeta } from '../public-site/testimonials/meta';

export type { PageMeta };

const suffix = `${practice.name} | Mobile Physical Therapy in Melbourne, FL`;

/** Title and description of each public page: read by the pages (<PageHead>) and the prerender. */
export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: suffix,
    description:
      'Mobile physical therapy and rehabilitation at your home in Melbourne and Brevard County, Florida: dry needling, manual therapy, post-surgical and lymphedema care. Self-pay from $95 a session.',
  },
  '/services': servicesPageMeta,
  '/about': aboutPageMeta,
  '/testimonials': testimonialsPageMeta,
  '/contact': {
    title: `Book an Appointment | ${practice.name}`,
    description: `Book a home physical therapy visit online, request a callback or send us a message. Call ${practice.phone}. Serving Melbourne and Brevard County, Florida.`,
  },
  '/patient-portal': {
    title: `Patient Portal | ${practice.name}`,
    description: 'Sign in to your personalised rehabilitation program: exercises, progress and rewards.',
  },
};

export const notFoundMeta: PageMeta = {
  title: `404 Page Not Found | ${practice.name}`,
  description: 'This page does not exist.',
};

export function metaFor(pathname: string): PageMeta {
  const path = pathname.replace(/\/+$/, '') || '/';
  return pageMeta[path] ?? (path.startsWith('/patient-portal') ? pageMeta['/patient-portal']! : notFoundMeta);
}
