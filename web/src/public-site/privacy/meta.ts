import { practice } from '@pt/contracts';
import type { PageMeta } from '../../shared/page-meta';

export const privacyPolicyPath = '/privacy';
export const privacyPracticesPath = '/privacy-practices';

/** When the current versions of both texts took effect. */
export const privacyEffectiveDate = 'November 23, 2026';

export const privacyPolicyMeta: PageMeta = {
  title: `Privacy Policy | ${practice.name}`,
  description:
    'What our website collects through its contact, callback, quiz and intake forms, why, who sees it, how long we keep it and the choices you have.',
};

export const privacyPracticesMeta: PageMeta = {
  title: `Notice of Privacy Practices | ${practice.name}`,
  description:
    'How we may use and disclose your health information, your rights over it and how to reach us or file a complaint: our Notice of Privacy Practices.',
};
