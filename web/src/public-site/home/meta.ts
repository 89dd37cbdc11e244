import { practice } from '@pt/contracts';
import type { PageMeta } from '../../shared/page-meta';

export const homePageMeta: PageMeta = {
  title: `${practice.name} | Mobile Physical Therapy in Melbourne, FL`,
  description:
    'Mobile physical therapy and rehabilitation at your home in Melbourne and Brevard County, Florida: dry needling, manual therapy, post-surgical and lymphedema care. Self-pay from $95 a session.',
};
