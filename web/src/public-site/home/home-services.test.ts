import { describe, expect, it } from 'vitest';
import { serviceSlugs } from '@pt/contracts';
import { homeServices, serviceHref } from './home-services';

describe('the home page services (spec 000 Home page)', () => {
  it('has nine cards, the ninth is Home Evaluation', () => {
    expect(homeServices).toHaveLength(9);
    expect(homeServices[8]?.title).toBe('Home Evaluation');
  });

  it('links each title to its services-page card, or to the page itself', () => {
    for (const service of homeServices) {
      const href = serviceHref(service);
      expect(href === '/services' || serviceSlugs.some((id) => href === `/services#${id}`)).toBe(true);
    }
    expect(new Set(homeServices.flatMap((s) => (s.slug ? [s.slug] : []))).size).toBe(homeServices.filter((s) => s.slug).length);
  });

  it('names speech therapy in one description only', () => {
    const naming = homeServices.filter((s) => [s.description, ...s.fullDescription].join(' ').toLowerCase().includes('speech therapy'));
    expect(naming).toHaveLength(1);
  });

  it('gives every card a description, features and a full description', () => {
    for (const s of homeServices) {
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.features.length).toBeGreaterThanOrEqual(3);
      expect(s.fullDescription.length).toBeGreaterThanOrEqual(1);
    }
  });
});
