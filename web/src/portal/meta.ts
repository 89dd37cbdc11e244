import { practice } from '@pt/contracts';
import type { PageMeta } from '../shared/page-meta';

/** The login page's, and every signed-in page's until it sets its own title. */
export const portalPageMeta: PageMeta = {
  title: `Patient Portal | ${practice.name}`,
  description: 'Sign in to your personalised rehabilitation program: exercises, progress and rewards.',
};
