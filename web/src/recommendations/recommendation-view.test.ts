import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@pt/contracts';
import { categoryLabel, exerciseDose, generatedDescription, reviewedDescription, reviewedLine, scoreBadge, sortRecommendations, statusOf } from './recommendation-view';

const rec = (over: Partial<Recommendation> & { name?: string } = {}): Recommendation => {
  const { name = 'Quad Sets', ...rest } = over;
  return {
    id: name,
    patientId: 'p1',
    exerciseId: `e-${name}`,
    exercise: { id: `e-${name}`, name, category: 'strength', description: '', duration: 10, repetitions: '10 reps', difficulty: 'beginner' },
    recommendationScore: 70,
    reasoning: '',
    basedOnConditions: [],
    aiModel: 'rule-based-v1',
    isAccepted: null,
    reviewedBy: null,
    reviewedByName: null,
    reviewDate: null,
    reviewNotes: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    revision: 1,
    position: '1',
    ...rest,
  };
};

describe('the score badge (spec 001 bands)', () => {
  it('is green Highly Recommended from 80, yellow Recommended from 60 to 79, orange Consider below 60', () => {
    expect(scoreBadge(100)).toEqual({ label: 'Highly Recommended', className: 'is-success', score: 100 });
    expect(scoreBadge(80)).toEqual({ label: 'Highly Recommended', className: 'is-success', score: 80 });
    expect(scoreBadge(79)).toEqual({ label: 'Recommended', className: 'is-warning', score: 79 });
    expect(scoreBadge(60)).toEqual({ label: 'Recommended', className: 'is-warning', score: 60 });
    expect(scoreBadge(59.6)).toMatchObject({ label: 'Consider', className: 'is-orange', score: 60 });
    expect(scoreBadge(0)).toEqual({ label: 'Consider', className: 'is-orange', score: 0 });
  });
});

describe('the status', () => {
  it('is pending, approved or not recommended by the therapist', () => {
    expect(statusOf(null)).toEqual({ label: 'Pending review', tone: 'pending' });
    expect(statusOf(true)).toEqual({ label: 'Approved by therapist', tone: 'approved' });
    expect(statusOf(false)).toEqual({ label: 'Not recommended by therapist', tone: 'rejected' });
  });
});

describe('the exercise facts', () => {
  it('shows minutes, and repetitions when there are any', () => {
    expect(exerciseDose({ duration: 10, repetitions: '3 sets of 10' })).toBe('10 min · 3 sets of 10');
    expect(exerciseDose({ duration: 5, repetitions: 12 })).toBe('5 min · 12 reps');
    expect(exerciseDose({ duration: 5, repetitions: null })).toBe('5 min');
    expect(exerciseDose({ duration: 5, repetitions: '  ' })).toBe('5 min');
  });

  it('names the category as people read it', () => {
    expect(categoryLabel('fine motor')).toBe('Fine Motor');
    expect(categoryLabel('strength')).toBe('Strength');
    expect(categoryLabel('aquatic')).toBe('aquatic');
  });
});

describe('the order of the cards', () => {
  it('puts the highest score first, then the newest, then by name, whatever the status', () => {
    const list = [
      rec({ name: 'Low', recommendationScore: 40 }),
      rec({ name: 'B', recommendationScore: 90, isAccepted: true }),
      rec({ name: 'A', recommendationScore: 90 }),
      rec({ name: 'Newer', recommendationScore: 90, createdAt: '2026-03-02T10:00:00.000Z', isAccepted: false }),
    ];
    expect(sortRecommendations(list).map((r) => r.exercise.name)).toEqual(['Newer', 'A', 'B', 'Low']);
    expect(list[0]!.exercise.name).toBe('Low');
  });
});

describe('the toasts', () => {
  it('count the new recommendations, and say when there are none', () => {
    expect(generatedDescription(3)).toBe('3 new recommendations.');
    expect(generatedDescription(1, 'Maria')).toBe('1 new recommendation for Maria.');
    expect(generatedDescription(0)).toBe('No new recommendations: the library has nothing new that fits.');
  });

  it('name the exercise and the decision', () => {
    expect(reviewedDescription('Quad Sets', true)).toBe('Quad Sets: Approved by therapist.');
    expect(reviewedDescription('Quad Sets', false)).toBe('Quad Sets: Not recommended by therapist.');
  });

  it('says who reviewed and when without a second "by" after "Approved by therapist"', () => {
    expect(reviewedLine('therapist@example.com', 'Nov 27, 2026')).toBe('Reviewed by therapist@example.com on Nov 27, 2026');
    expect(reviewedLine(null, 'Nov 27, 2026')).toBe('Reviewed on Nov 27, 2026');
    expect(reviewedLine('therapist@example.com', null)).toBe('Reviewed by therapist@example.com');
  });
});
