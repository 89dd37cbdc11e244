import { practice } from '@pt/contracts';
import type { PageMeta } from '../shared/page-meta';

export const intakePageMeta: PageMeta = {
  title: `New Patient Intake Form | ${practice.name}`,
  description: `Tell us about your health before your first home visit: a few short steps with a body chart. Self-pay, no insurance forms. Questions? Call ${practice.phone}.`,
};
