import { describe, expect, it } from 'vitest';
import { practice } from '@pt/contracts';
import { socialLinks } from './social-links';

describe('the footer social links', () => {
  it('are the networks the practice profile names, in a fixed order', () => {
    const links = socialLinks({ linkedin: 'https://www.linkedin.com/company/coastal', facebook: 'https://www.facebook.com/coastal' });
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ['Facebook', 'https://www.facebook.com/coastal'],
      ['LinkedIn', 'https://www.linkedin.com/company/coastal'],
    ]);
  });

  it('leave out a network without an address, or with one that is not https', () => {
    expect(socialLinks({ facebook: '', instagram: 'javascript:alert(1)', linkedin: '   ' })).toEqual([]);
  });

  it('are none for the default practice, which has no accounts', () => {
    expect(socialLinks(practice.social)).toEqual([]);
  });
});
