import { practice } from '@pt/contracts';

/** Title and description of each public page: read by the pages (document.title) and the prerender. */
export interface PageMeta {
  title: string;
  description: string;
}

const suffix = `${practice.name} | Mobile Physical Therapy in Melbourne, FL`;

export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: suffix,
    description:
      'Mobile physical therapy and rehabilitation at your home in Melbourne and Brevard County, Florida: dry needling, manual therapy, post-surgical and lymphedema care. Self-pay from $95 a session.',
  },
  '/services': {
    title: `Services & Pricing | ${practice.name}`,
    description:
      'Dry needling, manual therapy, movement and running analysis, injury and post-op rehabilitation, lymphedema and hand therapy at home in Brevard County. Clear self-pay prices from $95.',
  },
  '/about': {
    title: `About Our Therapists | ${practice.name}`,
    description:
      'Meet the physical and occupational therapists behind Coastal Motion Mobile PT: 22+ years of combined experience, state licensed and nationally certified, treating you at home.',
  },
  '/testimonials': {
    title: `Patient Reviews | ${practice.name}`,
    description:
      'What patients across Melbourne, Viera and the beaches say about mobile physical therapy at home: 4.9/5 average rating, 98% would recommend.',
  },
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
