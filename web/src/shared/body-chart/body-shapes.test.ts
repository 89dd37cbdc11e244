import { describe, expect, it } from 'vitest';
import { bodyAreas } from '@pt/contracts';
import { centreOf, figureHeight, figureViewBox, figureWidth, shapeOf, type Shape } from './body-shapes';

const box = (s: Shape) =>
  s.kind === 'ellipse' ? { left: s.cx - s.rx, right: s.cx + s.rx, top: s.cy - s.ry, bottom: s.cy + s.ry } : { left: s.x, right: s.x + s.width, top: s.y, bottom: s.y + s.height };
const overlap = (a: Shape, b: Shape) => {
  const p = box(a);
  const q = box(b);
  return p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
};

describe('the body chart drawing', () => {
  it('draws every named area inside its picture', () => {
    for (const area of bodyAreas) {
      const b = box(shapeOf(area));
      expect(b.left, area.id).toBeGreaterThanOrEqual(figureViewBox.x + 4);
      expect(b.right, area.id).toBeLessThanOrEqual(figureViewBox.x + figureViewBox.width - 4);
      expect(b.bottom, area.id).toBeLessThanOrEqual(figureHeight);
    }
  });

  it('never draws two areas of one view over each other, so a tap marks one area', () => {
    for (const view of ['front', 'back'] as const) {
      const areas = bodyAreas.filter((a) => a.view === view);
      for (const a of areas) for (const b of areas) if (a !== b) expect(overlap(shapeOf(a), shapeOf(b)), `${a.id} / ${b.id}`).toBe(false);
    }
  });

  it("puts the patient's right on the left of the front view and on the right of the back view", () => {
    const x = (id: string) => centreOf(shapeOf(bodyAreas.find((a) => a.id === id)!)).x;
    expect(x('front-right-knee')).toBeLessThan(figureWidth / 2);
    expect(x('front-left-knee')).toBeGreaterThan(figureWidth / 2);
    expect(x('back-right-knee')).toBeGreaterThan(figureWidth / 2);
    expect(x('back-left-knee')).toBeLessThan(figureWidth / 2);
  });
});
