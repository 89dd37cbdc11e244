import { describe, expect, it } from 'vitest';
import { isCurrent, navItems } from './navigation';

const current = (path: string) => navItems.filter((item) => isCurrent(path, item)).map((item) => item.label);

describe('the current header link', () => {
  it('marks exactly the link of the current section', () => {
    expect(current('/')).toEqual(['Home']);
    expect(current('/services')).toEqual(['Services']);
    expect(current('/contact/')).toEqual(['Contact']);
    expect(current('/patient-portal')).toEqual(['Patient Portal']);
    expect(current('/patient-portal/dashboard')).toEqual(['Patient Portal']);
    expect(current('/testimonials')).toEqual([]);
    expect(current('/servicesx')).toEqual([]);
  });
});
