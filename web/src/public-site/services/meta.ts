import { practice } from '@pt/contracts';
import type { PageMeta } from '../../shared/page-meta';

export const servicesPageMeta: PageMeta = {
  title: `Services & Pricing | ${practice.name}`,
  description:
    'Dry needling, manual therapy, running analysis, lymphedema, hand and post-op rehab at home in Melbourne and Brevard County, FL. Self-pay from $95 per session.',
};
