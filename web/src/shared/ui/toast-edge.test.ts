import { describe, expect, it } from 'vitest';
import { toastCover, toastEdge, type Box, type ToastEdgeInput } from './toast-edge';

/** A phone's page: a bar of 64 px, 740 px tall, 375 wide; the stack 8 px from the bar or the bottom, the screen's width. */
const stack = (height: number, bottomGap = 8): ToastEdgeInput['at'] => ({
  top: { top: 72, bottom: 72 + height, left: 8, right: 367 },
  bottom: { top: 740 - bottomGap - height, bottom: 740 - bottomGap, left: 8, right: 367 },
});
const view = { top: 64, bottom: 740 };
const control = (top: number, bottom: number, left = 16, right = 200): Box => ({ top, bottom, left, right });
const base = { at: stack(80), view };

describe('toastEdge', () => {
  it('goes to the top, over what was passed, when the control just used is below the stack', () => {
    expect(toastEdge({ ...base, focused: control(600, 644) })).toBe('top');
    expect(toastEdge({ ...base, focused: control(72 + 80 + 8, 200) })).toBe('top');
  });

  it('goes to the bottom when the stack at the top would cover the control just used', () => {
    expect(toastEdge({ ...base, focused: control(100, 144) })).toBe('bottom');
    expect(toastEdge({ ...base, focused: control(72 + 80 + 7, 200) })).toBe('bottom');
  });

  it('goes to the bottom when nothing has the focus or the focused control is off screen', () => {
    expect(toastEdge({ ...base, focused: null })).toBe('bottom');
    expect(toastEdge({ ...base, focused: control(-200, -150) })).toBe('bottom');
    expect(toastEdge({ ...base, focused: control(900, 944) })).toBe('bottom');
  });
});

describe('toastEdge for a stack that grows or changes while it shows', () => {
  it('keeps its edge while it covers nothing of the control just used', () => {
    expect(toastEdge({ ...base, at: stack(200), focused: control(600, 644), current: 'top' })).toBe('top');
    expect(toastEdge({ ...base, at: stack(200), focused: control(100, 144), current: 'bottom' })).toBe('bottom');
    expect(toastEdge({ ...base, focused: null, current: 'top' })).toBe('top');
  });

  it('leaves an edge where it has grown over that control', () => {
    // Placed at the top over a control 300 px down; grown to 320 px it would reach it.
    expect(toastEdge({ ...base, at: stack(320), focused: control(300, 344), current: 'top' })).toBe('bottom');
    expect(toastEdge({ ...base, at: stack(320), focused: control(600, 644), current: 'bottom' })).toBe('top');
  });

  it('goes where it covers the control least when it would cover it at either edge', () => {
    // A 500 px stack reaches 572 from the top and 232 from the bottom.
    expect(toastEdge({ ...base, at: stack(500), focused: control(250, 294) })).toBe('bottom');
    expect(toastEdge({ ...base, at: stack(500), focused: control(540, 584) })).toBe('top');
  });
});

describe("toastEdge in a dialog's outlet (the same rule, its own preferences)", () => {
  // A wide screen: the toast in the screen's right corner, 16 px from the top or the bottom; 1280 by 800.
  const corner: ToastEdgeInput['at'] = {
    top: { top: 16, bottom: 96, left: 880, right: 1264 },
    bottom: { top: 704, bottom: 784, left: 880, right: 1264 },
  };
  const wide = { at: corner, view: { top: 0, bottom: 800 }, prefer: 'bottom', idle: 'bottom' } as const;

  it('stays in the bottom corner beside a control it does not reach, even one as low', () => {
    expect(toastEdge({ ...wide, focused: control(720, 764, 300, 500) })).toBe('bottom');
    expect(toastEdge({ ...wide, focused: null })).toBe('bottom');
  });

  it('goes to the top corner when it would cover the control just used in the bottom one', () => {
    expect(toastEdge({ ...wide, focused: control(720, 764, 1000, 1200) })).toBe('top');
  });

  it("on a phone's full-screen dialog, goes to the top over its heading, with nothing used too", () => {
    const phone = { at: stack(80), view: { top: 0, bottom: 740 }, prefer: 'top', idle: 'top' } as const;
    expect(toastEdge({ ...phone, focused: control(600, 644) })).toBe('top');
    expect(toastEdge({ ...phone, focused: null })).toBe('top');
    expect(toastEdge({ ...phone, focused: control(90, 134) })).toBe('bottom');
  });
});

describe('toastCover', () => {
  it('counts the pixels of the control and its margin under the stack at each edge', () => {
    expect(toastCover({ ...base, focused: control(600, 644) }, 'top')).toBe(0);
    // Top: from 72 to 152; the control with its margin from 92 to 152.
    expect(toastCover({ ...base, focused: control(100, 144) }, 'top')).toBe(60);
    // Bottom (a gap of 16): from 644 to 724; the control with its margin from 592 to 652.
    expect(toastCover({ ...base, at: stack(80, 16), focused: control(600, 644) }, 'bottom')).toBe(8);
    expect(toastCover({ ...base, focused: null }, 'bottom')).toBe(0);
  });

  it('counts nothing for a control beside the toast, more than the margin away', () => {
    const beside = { ...base, at: { ...base.at, top: { ...base.at.top, left: 220 } } };
    expect(toastCover({ ...beside, focused: control(100, 144, 16, 211) }, 'top')).toBe(0);
    expect(toastCover({ ...beside, focused: control(100, 144, 16, 213) }, 'top')).toBe(60);
  });
});
