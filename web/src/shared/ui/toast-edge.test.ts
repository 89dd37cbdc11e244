import { describe, expect, it } from 'vitest';
import { toastCover, toastEdge } from './toast-edge';

const base = { barBottom: 64, stackHeight: 80, viewportHeight: 740 };

describe('toastEdge', () => {
  it('goes to the top, over what was passed, when the control just used is below the stack', () => {
    expect(toastEdge({ ...base, focused: { top: 600, bottom: 644 } })).toBe('top');
    expect(toastEdge({ ...base, focused: { top: 64 + 80 + 16, bottom: 200 } })).toBe('top');
  });

  it('goes to the bottom when the stack at the top would cover the control just used', () => {
    expect(toastEdge({ ...base, focused: { top: 100, bottom: 144 } })).toBe('bottom');
    expect(toastEdge({ ...base, focused: { top: 64 + 80 + 15, bottom: 200 } })).toBe('bottom');
  });

  it('goes to the bottom when nothing has the focus or the focused control is off screen', () => {
    expect(toastEdge({ ...base, focused: null })).toBe('bottom');
    expect(toastEdge({ ...base, focused: { top: -200, bottom: -150 } })).toBe('bottom');
    expect(toastEdge({ ...base, focused: { top: 900, bottom: 944 } })).toBe('bottom');
  });
});

describe('toastEdge for a stack that grows or changes while it shows', () => {
  it('keeps its edge while it covers nothing of the control just used', () => {
    expect(toastEdge({ ...base, stackHeight: 200, focused: { top: 600, bottom: 644 }, current: 'top' })).toBe('top');
    expect(toastEdge({ ...base, stackHeight: 200, focused: { top: 100, bottom: 144 }, current: 'bottom' })).toBe('bottom');
    expect(toastEdge({ ...base, focused: null, current: 'top' })).toBe('top');
  });

  it('leaves an edge where it has grown over that control', () => {
    // Placed at the top over a control 300 px down; grown to 320 px it would reach it.
    expect(toastEdge({ ...base, stackHeight: 320, focused: { top: 300, bottom: 344 }, current: 'top' })).toBe('bottom');
    expect(toastEdge({ ...base, stackHeight: 320, focused: { top: 600, bottom: 644 }, current: 'bottom' })).toBe('top');
  });

  it('goes where it covers the control least when it would cover it at either edge', () => {
    // 740 px tall, a bar of 64: a 500 px stack reaches 572 from the top and 232 from the bottom.
    expect(toastEdge({ ...base, stackHeight: 500, focused: { top: 250, bottom: 294 } })).toBe('bottom');
    expect(toastEdge({ ...base, stackHeight: 500, focused: { top: 540, bottom: 584 } })).toBe('top');
  });
});

describe('toastCover', () => {
  it('counts the pixels of the control and its margin under the stack at each edge', () => {
    expect(toastCover({ ...base, focused: { top: 600, bottom: 644 } }, 'top')).toBe(0);
    // Top: from 72 to 152; the control with its margin from 92 to 152.
    expect(toastCover({ ...base, focused: { top: 100, bottom: 144 } }, 'top')).toBe(60);
    // Bottom (a gap of 16): from 644 to 724; the control with its margin from 592 to 652.
    expect(toastCover({ ...base, bottomGap: 16, focused: { top: 600, bottom: 644 } }, 'bottom')).toBe(8);
    expect(toastCover({ ...base, focused: null }, 'bottom')).toBe(0);
  });
});
