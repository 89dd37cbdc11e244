import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  currentStep,
  goBack,
  isFinished,
  overallUrgency,
  quizQuestions,
  recommendationsOf,
  startQuiz,
  urgencyLabels,
  type QuizOption,
  type QuizState,
  type Urgency,
} from './quick-start-quiz';

/** Answers every question with the first option of the given urgency. */
function answer(...wanted: Urgency[]): QuizState {
  return wanted.reduce((state, urgency, step) => {
    const option = quizQuestions[step]!.options.find((o) => o.urgency === urgency);
    if (!option) throw new Error(`question ${step} has no ${urgency} option`);
    return chooseOption(state, option);
  }, startQuiz());
}

describe('the quick start questions', () => {
  it('are 3 questions with 4, 3 and 4 options, each complete and with a unique value', () => {
    expect(quizQuestions.map((q) => q.options.length)).toEqual([4, 3, 4]);
    for (const question of quizQuestions) {
      expect(question.question.trim()).not.toBe('');
      expect(new Set(question.options.map((o) => o.value)).size).toBe(question.options.length);
      for (const option of question.options) {
        expect(option.text.trim() && option.value.trim() && option.recommendation.trim()).toBeTruthy();
        expect(['low', 'medium', 'high']).toContain(option.urgency);
      }
    }
  });

  it('offer every urgency where a path needs it', () => {
    // All-low, all-high and mixed paths are possible.
    expect(() => answer('low', 'low', 'low')).not.toThrow();
    expect(() => answer('high', 'high', 'high')).not.toThrow();
    expect(() => answer('medium', 'medium', 'medium')).not.toThrow();
  });
});

describe('moving through the quiz', () => {
  it('records each answer and advances from step 0 to 2, then shows the result', () => {
    let state = startQuiz();
    expect(currentStep(state)).toBe(0);
    state = chooseOption(state, quizQuestions[0]!.options[2]!);
    expect(currentStep(state)).toBe(1);
    state = chooseOption(state, quizQuestions[1]!.options[0]!);
    expect(currentStep(state)).toBe(2);
    expect(isFinished(state)).toBe(false);
    state = chooseOption(state, quizQuestions[2]!.options[3]!);
    expect(isFinished(state)).toBe(true);
    expect(state.answers.map((a) => a.value)).toEqual(['swelling', 'under-2-weeks', 'prevention']);
  });

  it('ignores a choice once finished', () => {
    const done = answer('low', 'low', 'low');
    expect(chooseOption(done, quizQuestions[0]!.options[0]!)).toBe(done);
  });

  it('goes back one step, removing the last answer, from a question or from the result', () => {
    const two = answer('high', 'medium');
    expect(goBack(two).answers).toEqual(two.answers.slice(0, 1));
    expect(currentStep(goBack(two))).toBe(1);
    const done = answer('high', 'medium', 'low');
    expect(isFinished(goBack(done))).toBe(false);
    expect(currentStep(goBack(done))).toBe(2);
    expect(goBack(startQuiz())).toEqual(startQuiz());
  });

  it('starts over with no answers', () => {
    expect(startQuiz()).toEqual({ answers: [] });
  });
});

describe('the overall urgency', () => {
  it('is the highest urgency chosen (high > medium > low)', () => {
    expect(overallUrgency(answer('low', 'low', 'low').answers)).toBe('low');
    expect(overallUrgency(answer('low', 'medium', 'low').answers)).toBe('medium');
    expect(overallUrgency(answer('medium', 'low', 'high').answers)).toBe('high');
    expect(overallUrgency(answer('high', 'low', 'low').answers)).toBe('high');
    expect(overallUrgency([])).toBe('low');
  });

  it('has the labels of the specification', () => {
    expect(urgencyLabels).toEqual({ high: 'High Priority', medium: 'Standard Priority', low: 'Flexible Timing' });
  });

  it('comes with the recommendations of the chosen options, each once', () => {
    const same: QuizOption = { text: 'a', value: 'a', recommendation: 'Same advice', urgency: 'low' };
    const other: QuizOption = { ...same, value: 'b', recommendation: 'Other advice' };
    expect(recommendationsOf([same, other, { ...same, value: 'c' }])).toEqual(['Same advice', 'Other advice']);
  });
});
