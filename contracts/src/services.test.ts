import { describe, expect, it } from 'vitest';
import { contactMessageSchema, contactServices } from './requests';
import { consultationChoice, isServiceSlug, serviceCatalogue, serviceName, serviceSlugs } from './services';

describe('the service catalogue', () => {
  it('holds the eight services once each, with slugs that work as URL anchors', () => {
    expect(serviceCatalogue).toHaveLength(8);
    expect(new Set(serviceSlugs).size).toBe(8);
    expect(new Set(serviceCatalogue.map((s) => s.name)).size).toBe(8);
    for (const { slug, name } of serviceCatalogue) {
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(name.trim()).toBe(name);
    }
    expect(isServiceSlug('hand-therapy')).toBe(true);
    expect(isServiceSlug('consultation')).toBe(false);
    expect(serviceName('post-op-rehab')).toBe(serviceCatalogue.at(-1)!.name);
  });

  it("gives the message form every service once, by its catalogue name, then the free consultation (spec 000 section 5; the order: requests.test.ts)", () => {
    const services = contactServices.slice(0, -1);
    expect([...services].sort((a, b) => a.value.localeCompare(b.value))).toEqual(
      serviceCatalogue.map(({ slug, name }) => ({ value: slug, label: name })).sort((a, b) => a.value.localeCompare(b.value)),
    );
    expect(contactServices.at(-1)).toEqual(consultationChoice);
  });

  it('is what the server accepts as a message service', () => {
    const message = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', phone: '3215550100', consent: true };
    for (const { value } of contactServices) expect(contactMessageSchema.safeParse({ ...message, service: value }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, service: 'home-evaluation' }).success).toBe(false);
  });
});
