import { practice } from '@pt/contracts';
import type { PageMeta } from '../../shared/page-meta';

export const testimonialsPageMeta: PageMeta = {
  title: `Patient Reviews | ${practice.name}`,
  description:
    'What patients say about our mobile physical therapy in Brevard County, FL: 500+ patients served, 4.9/5 average rating, 95% satisfaction, 92% goal achievement.',
};
