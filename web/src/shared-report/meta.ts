import { practice } from '@pt/contracts';
import type { PageMeta } from '../shared/page-meta';

/** The report pages' title; they are private links, never listed by search engines (ReportHead). */
export const reportPageMeta: PageMeta = {
  title: `Progress Report | ${practice.name}`,
  description: `A progress report shared by ${practice.name}.`,
};
