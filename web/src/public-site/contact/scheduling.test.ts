import { describe, expect, it } from 'vitest';
import { normaliseAppointmentTypes, pickAppointmentTypes, schedulingLink, type AppointmentType } from './scheduling';

const type = (name: string, slug: string): AppointmentType => ({
  name,
  slug,
  scheduling_url: `https://calendly.com/practice/${slug}`,
  duration: 45,
});

describe('choosing appointment types', () => {
  it('finds the PT appointment by name or by the 45min slug, and the lymphedema session by name', () => {
    expect(pickAppointmentTypes([type('Lymphedema Session', 'lymph'), type('PT Appointment', 'pt')])).toEqual({
      pt: type('PT Appointment', 'pt'),
      lymphedema: type('Lymphedema Session', 'lymph'),
    });
    expect(pickAppointmentTypes([type('Home Visit', '45min')]).pt?.slug).toBe('45min');
  });

  it('does not take a lymphedema "appointment" for the PT type when a better match exists', () => {
    const picked = pickAppointmentTypes([type('Lymphedema Appointment', 'lymph'), type('Mobile PT Visit', 'visit')]);
    expect(picked.pt?.slug).toBe('visit');
    expect(picked.lymphedema?.slug).toBe('lymph');
  });

  it('answers nothing for an empty list', () => {
    expect(pickAppointmentTypes([])).toEqual({ pt: undefined, lymphedema: undefined });
  });

  it('accepts the documented array and the provider collection shape', () => {
    const raw = [{ name: 'PT Appointment', slug: '45min', scheduling_url: 'https://x.test/45min', duration: 45 }];
    expect(normaliseAppointmentTypes(raw)).toEqual(raw);
    expect(normaliseAppointmentTypes({ collection: raw })).toEqual(raw);
    expect(normaliseAppointmentTypes({ nope: true })).toEqual([]);
  });
});

describe('scheduling links', () => {
  it('passes what is known of the visitor as name, email, first_name, last_name', () => {
    const link = new URL(
      schedulingLink('https://calendly.com/practice/45min', { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' }),
    );
    expect(link.searchParams.get('name')).toBe('Ana Silva');
    expect(link.searchParams.get('email')).toBe('ana@example.com');
    expect(link.searchParams.get('first_name')).toBe('Ana');
    expect(link.searchParams.get('last_name')).toBe('Silva');
  });

  it('leaves the link alone without a visitor and adds only known details', () => {
    expect(schedulingLink('https://calendly.com/practice/45min', undefined)).toBe('https://calendly.com/practice/45min');
    expect(schedulingLink('https://calendly.com/practice/45min', { email: 'a@b.test' })).toBe(
      'https://calendly.com/practice/45min?email=a%40b.test',
    );
  });
});
