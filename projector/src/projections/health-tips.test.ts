import { describe, expect, it } from 'vitest';
import type { HealthTip } from '@pt/contracts';
import { projectionSpec } from '@pt/contracts/core';
import { healthTipsProjection } from './health-tips';

const tip = { title: 'Ice after exercise', category: 'recovery', content: 'Ten minutes, a towel between.', targetConditions: ['knee pain'], publishDate: '2026-11-05' };
const therapist = { actor: { kind: 'user' as const, userId: 'u-therapist', role: 'therapist' as const }, at: '2026-11-02T14:00:00.000Z' };
const written = { type: 'HealthTipWritten' as const, stream: 'tip-t1', data: tip, metadata: therapist };
const updated = { type: 'HealthTipUpdated' as const, stream: 'tip-t1', data: { ...tip, title: 'Ice after your exercises' }, metadata: { ...therapist, at: '2026-11-03T09:00:00.000Z' } };
const withdrawn = { type: 'HealthTipWithdrawn' as const, stream: 'tip-t1', data: {}, metadata: { ...therapist, at: '2026-11-04T10:00:00.000Z' } };

const tips = projectionSpec<HealthTip>(healthTipsProjection);

describe('the health tips read model', () => {
  it('makes a written tip an active document, with its author', () => {
    expect(tips.given([written]).get('t1')).toEqual({
      id: 't1', ...tip, isActive: true, createdBy: 'u-therapist', createdAt: '2026-11-02T14:00:00.000Z', updatedAt: '2026-11-02T14:00:00.000Z', revision: 0, position: '1',
    });
  });

  it('takes an edit, keeping its author and when it was written', () => {
    expect(tips.given([written, updated]).get('t1')).toMatchObject({ title: 'Ice after your exercises', createdBy: 'u-therapist', createdAt: '2026-11-02T14:00:00.000Z', updatedAt: '2026-11-03T09:00:00.000Z', revision: 1 });
  });

  it('keeps a withdrawn tip, inactive', () => {
    expect(tips.given([written, updated, withdrawn]).get('t1')).toMatchObject({ title: 'Ice after your exercises', isActive: false, revision: 2, position: '3' });
  });

  it('ignores an edit or a withdrawal of a tip it never saw written', () => {
    expect(tips.given([updated, withdrawn]).get('t1')).toBeUndefined();
  });
});
