import { practice } from '@pt/contracts';
import type { PageMeta } from '../shared/page-meta';

/** The 404 page's (its own module: the page loads without the table of every page's, app/page-meta.ts). */
export const notFoundMeta: PageMeta = {
  title: `404 Page Not Found | ${practice.name}`,
  description: 'This page does not exist.',
};
