import { practice } from '@pt/contracts';
import type { PageMeta } from '../../shared/page-meta';

export const aboutPageMeta: PageMeta = {
  title: `About Us | ${practice.name}`,
  description:
    'Meet our physical therapist and our occupational and lymphedema therapist: 22+ years of combined experience, licensed in Florida, treating you at home across Brevard County.',
};
