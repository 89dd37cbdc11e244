import { describe, expect, it } from 'vitest';
import { afterLatestWrite, rememberWrite } from './read-your-writes';

describe('reading your own writes', () => {
  it('asks for nothing before the first write, then for the latest position written, compared as big integers', () => {
    expect(afterLatestWrite()).toEqual({});
    const answer = { success: true, id: 'x', revision: 0, position: '9' };
    expect(rememberWrite(answer)).toBe(answer);
    expect(afterLatestWrite()).toEqual({ after: '9' });
    rememberWrite({ position: '10' });
    rememberWrite({ position: '9007199254740993' });
    rememberWrite({ position: '8' });
    expect(afterLatestWrite()).toEqual({ after: '9007199254740993' });
    rememberWrite({ position: 'not a position' });
    expect(afterLatestWrite()).toEqual({ after: '9007199254740993' });
  });
});
