import { describe, expect, it } from 'vitest';
import { serviceCatalogue, serviceSlugs } from '@pt/contracts';
import { formatPrice, pricingCards, travelPolicy } from './pricing';
import { collapsedConditionCount, serviceCopy, serviceIdFromHash, services } from './services';
import { testimonialStats, testimonials } from './testimonials';

describe('services', () => {
  it("are the catalogue's, in its order, each with its own copy", () => {
    expect(services.map((s) => s.id)).toEqual(serviceSlugs);
    expect(services.map((s) => s.title)).toEqual(serviceCatalogue.map((s) => s.name));
    expect(Object.keys(serviceCopy).sort()).toEqual([...serviceSlugs].sort());
  });

  it('each has a short description, a full description of 2-3 paragraphs and 5-9 conditions', () => {
    for (const service of services) {
      expect(service.shortDescription.length, service.id).toBeGreaterThan(40);
      expect(service.fullDescription.length, service.id).toBeGreaterThanOrEqual(2);
      expect(service.fullDescription.length, service.id).toBeLessThanOrEqual(3);
      expect(service.conditions.length, service.id).toBeGreaterThanOrEqual(5);
      expect(service.conditions.length, service.id).toBeLessThanOrEqual(9);
      expect(new Set(service.conditions).size, service.id).toBe(service.conditions.length);
    }
    expect(collapsedConditionCount).toBe(3);
  });

  it('a URL hash names a service by its id, encoded or not; anything else names none', () => {
    expect(serviceIdFromHash('#hand-therapy')).toBe('hand-therapy');
    expect(serviceIdFromHash('#post-op-rehab')).toBe('post-op-rehab');
    expect(serviceIdFromHash('hand-therapy')).toBe('hand-therapy');
    expect(serviceIdFromHash('#%68and-therapy')).toBe('hand-therapy');
    expect(serviceIdFromHash('')).toBeNull();
    expect(serviceIdFromHash('#')).toBeNull();
    expect(serviceIdFromHash('#Hand-Therapy')).toBeNull();
    expect(serviceIdFromHash('#home-evaluation')).toBeNull();
    expect(serviceIdFromHash('#%E0%A4%A')).toBeNull();
  });
});

describe('pricing (spec 000 section 9)', () => {
  it('lists the six prices with their unit and four points each', () => {
    expect(pricingCards.map((c) => [c.name, formatPrice(c.price), c.unit])).toEqual([
      ['Physical Therapy', '$95', 'per session'],
      ['Occupational Therapy', '$95', 'per session'],
      ['Lymphedema Therapy', '$120', 'per session'],
      ['Strength & Conditioning', '$95', 'per session'],
      ['Post-Surgical Care', '$95', 'per session'],
      ['Home Safety Evaluation', '$150', 'flat fee'],
    ]);
    for (const card of pricingCards) expect(new Set(card.points).size, card.name).toBe(4);
    expect(pricingCards.at(-1)?.blurb).toMatch(/comprehensive/i);
  });

  it('states the travel policy around 32937', () => {
    expect(travelPolicy).toBe('Travel fees may apply beyond 10 miles from our central location (32937).');
  });
});

describe('testimonials', () => {
  it('are nine five-star reviews with condition, review, service, duration and outcome', () => {
    expect(testimonials).toHaveLength(9);
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      for (const field of [t.name, t.condition, t.review, t.duration, t.outcome]) expect(field.trim()).not.toBe('');
      expect(serviceSlugs).toContain(t.service);
    }
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(9);
  });

  it('headline the stats of the specification', () => {
    expect(testimonialStats.map((s) => s.value)).toEqual(['500+', '95%', '4.9/5', '92%']);
  });
});
