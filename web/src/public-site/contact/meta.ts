import { practice } from '@pt/contracts';
import type { PageMeta } from '../../shared/page-meta';

export const contactPageMeta: PageMeta = {
  title: `Book an Appointment | ${practice.name}`,
  description: `Book a home visit online, request a callback or send us a message. Call ${practice.phone}. Serving Melbourne and Brevard County, Florida.`,
};
