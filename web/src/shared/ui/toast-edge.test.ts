import { describe, expect, it } from 'vitest';
import { toastEdge } from './toast-edge';

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
