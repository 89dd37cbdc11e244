import { describe, expect, it } from 'vitest';
import type { Assignment, Measurement } from '@pt/contracts';
import { assignmentState, assignmentStateLabel, lastSeven, programOrder, runningExerciseIds } from './program-status';

const today = '2026-03-10';
const assignment = (id: string, extra: Partial<Assignment> = {}) =>
  ({ id, status: 'active', startDate: '2026-03-01', endDate: null, endedOn: null, ...extra }) as Assignment;

describe('where an assignment stands', () => {
  it('is active from its start date through its end date, upcoming before, finished after, ended when staff ended it', () => {
    expect(assignmentState(assignment('a'), today)).toBe('active');
    expect(assignmentState(assignment('a', { startDate: today, endDate: today }), today)).toBe('active');
    expect(assignmentState(assignment('a', { startDate: '2026-03-11' }), today)).toBe('upcoming');
    expect(assignmentState(assignment('a', { endDate: '2026-03-09' }), today)).toBe('finished');
    expect(assignmentState(assignment('a', { status: 'ended', endedOn: '2026-03-05' }), today)).toBe('ended');
    expect(assignmentStateLabel(assignment('a', { startDate: '2026-03-11' }), today)).toBe('Starts Mar 11');
    expect(assignmentStateLabel(assignment('a', { status: 'ended', endedOn: '2026-03-05' }), today)).toBe('Ended Mar 5');
  });

  it('knows which exercises the program runs or will run, not those finished or ended', () => {
    const program = [
      assignment('a', { exerciseId: 'quad-sets' }),
      assignment('b', { exerciseId: 'bridges', startDate: '2026-03-11' }),
      assignment('c', { exerciseId: 'clamshells', endDate: '2026-03-09' }),
      assignment('d', { exerciseId: 'heel-slides', status: 'ended', endedOn: '2026-03-05' }),
    ];
    expect([...runningExerciseIds(program, today)].sort()).toEqual(['bridges', 'quad-sets']);
  });

  it('lists running and upcoming assignments first, each group in assignment order', () => {
    const list = [assignment('ended', { status: 'ended' }), assignment('first'), assignment('done', { endDate: '2026-03-02' }), assignment('later', { startDate: '2026-04-01' })];
    expect(programOrder(list, today).map((a) => a.id)).toEqual(['first', 'later', 'ended', 'done']);
  });
});

describe('the progress chart', () => {
  const measurement = (type: Measurement['measurementType'], day: string, value: number, createdAt = `${day}T15:00:00Z`) =>
    ({ id: `${type}-${day}-${value}`, measurementType: type, measurementDate: day, value, createdAt }) as Measurement;

  it('shows the last 7 measurements of each kind, oldest first, by measurement date', () => {
    const pain = Array.from({ length: 9 }, (_, i) => measurement('pain', `2026-03-0${i + 1}`, 9 - i));
    const mobility = [measurement('mobility', '2026-03-04', 60), measurement('mobility', '2026-03-02', 50)];
    const all = [...mobility, ...pain.reverse()];
    expect(lastSeven(all, 'pain').map((p) => [p.day, p.y])).toEqual([
      ['2026-03-03', 7], ['2026-03-04', 6], ['2026-03-05', 5], ['2026-03-06', 4], ['2026-03-07', 3], ['2026-03-08', 2], ['2026-03-09', 1],
    ]);
    expect(lastSeven(all, 'mobility').map((p) => p.y)).toEqual([50, 60]);
  });

  it('orders two measurements of one day by when they were recorded', () => {
    const day = [measurement('pain', '2026-03-04', 2, '2026-03-04T18:00:00Z'), measurement('pain', '2026-03-04', 5, '2026-03-04T09:00:00Z')];
    expect(lastSeven(day, 'pain').map((p) => p.y)).toEqual([5, 2]);
  });
});
