import { describe, expect, it } from 'vitest';
import type { HealthTip } from '@pt/contracts';
import { categoryLabel, countTips, formToTip, tipFormResolver, tipStatus } from './tip-status';

const today = '2026-03-10';
const tip = (isActive: boolean, publishDate: string) => ({ isActive, publishDate }) as HealthTip;

describe('a health tip', () => {
  it('is published from its publish date, scheduled before it, withdrawn once withdrawn', () => {
    expect(tipStatus(tip(true, today), today)).toBe('published');
    expect(tipStatus(tip(true, '2026-03-11'), today)).toBe('scheduled');
    expect(tipStatus(tip(false, '2026-03-01'), today)).toBe('withdrawn');
    expect(countTips([tip(true, today), tip(true, '2026-04-01'), tip(false, today), tip(true, '2026-01-01')], today)).toEqual({ all: 4, published: 2, scheduled: 1, withdrawn: 1 });
  });

  it('is written with its target conditions comma separated, trimmed, without empties', () => {
    expect(formToTip({ title: 'T', category: 'recovery', content: 'C', targetConditions: ' knee , ,lymphedema,', publishDate: today }).targetConditions).toEqual(['knee', 'lymphedema']);
    expect(categoryLabel('safety at home')).toBe('Safety at Home');
    expect(categoryLabel('pain management')).toBe('Pain Management');
  });

  it('requires a title, a category from the list and content, with the messages of the contracts', async () => {
    const { errors } = await tipFormResolver({ title: ' ', category: '', content: '', targetConditions: '', publishDate: today }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      title: 'Title is required',
      category: 'Please choose a category',
      content: 'Content is required',
    });
  });
});
