import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './analytics';

describe('page views sent to analytics', () => {
  it("never carry a report link's key", () => {
    expect(withoutSecrets('/shared-report/3f1c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6')).toBe('/shared-report/[link]');
    expect(withoutSecrets('/progress-report/abc?x=1')).toBe('/progress-report/[link]?x=1');
    expect(withoutSecrets('/services?tab=2')).toBe('/services?tab=2');
    expect(withoutSecrets('/shared-report')).toBe('/shared-report');
  });

  it("never carry an e-mail confirmation link's token", () => {
    expect(withoutSecrets('/patient-portal/confirm-email?token=0b7c8f63.mhx1.abc-_DEF')).toBe('/patient-portal/confirm-email?token=[link]');
    expect(withoutSecrets('/patient-portal/confirm-email?x=1&token=abc#top')).toBe('/patient-portal/confirm-email?x=1&token=[link]#top');
  });
});
