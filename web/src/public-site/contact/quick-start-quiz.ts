import type { ServiceSlug } from '@pt/contracts';

/**
 * The Quick Start Assessment (spec 000 sections 3, 4 and 9): three questions with 4, 3 and 4
 * options. The state is the list of chosen options; the step is how many have been chosen, and
 * the result shows once every question has an answer.
 */
export const urgencies = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof urgencies)[number];

export interface QuizOption {
  text: string;
  value: string;
  recommendation: string;
  urgency: Urgency;
  /** The service of the catalogue this answer points to: the message form starts with it. */
  service?: ServiceSlug;
}

export interface QuizQuestion {
  id: string;
  question: string;
  options: readonly QuizOption[];
}

export const urgencyLabels: Record<Urgency, string> = {
  high: 'High Priority',
  medium: 'Standard Priority',
  low: 'Flexible Timing',
};

export const quizQuestions: readonly QuizQuestion[] = [
  {
    id: 'reason',
    question: 'What brings you to us today?',
    options: [
      {
        text: 'A recent injury or new pain',
        value: 'recent-injury',
        recommendation: 'Injury rehabilitation with hands-on manual therapy to calm pain and restore movement.',
        urgency: 'high',
        service: 'injury-rehabilitation',
      },
      {
        text: 'Recovering from surgery',
        value: 'post-surgery',
        recommendation: "Post-surgical rehabilitation at home, following your surgeon's protocol.",
        urgency: 'high',
        service: 'post-op-rehab',
      },
      {
        text: 'Swelling or lymphedema',
        value: 'swelling',
        recommendation: 'Lymphedema therapy with our certified lymphedema therapist.',
        urgency: 'medium',
        service: 'lymphedema-therapy',
      },
      {
        text: 'Moving, running or training better',
        value: 'performance',
        recommendation: 'A movement or running analysis with a strength and conditioning plan.',
        urgency: 'low',
        service: 'movement-analysis',
      },
    ],
  },
  {
    id: 'duration',
    question: 'How long have you had this problem?',
    options: [
      {
        text: 'Less than 2 weeks',
        value: 'under-2-weeks',
        recommendation: 'Early care shortens recovery: we aim to see you within a few days.',
        urgency: 'high',
      },
      {
        text: '2 weeks to 3 months',
        value: '2-weeks-to-3-months',
        recommendation: 'A focused plan of regular home visits to keep steady progress.',
        urgency: 'medium',
      },
      {
        text: 'More than 3 months',
        value: 'over-3-months',
        recommendation: 'A thorough first assessment and a gradual, consistent plan for a long-standing problem.',
        urgency: 'low',
      },
    ],
  },
  {
    id: 'daily-life',
    question: 'How much does it affect your daily life?',
    options: [
      {
        text: 'I need help with everyday tasks',
        value: 'needs-help',
        recommendation: 'A home safety evaluation alongside therapy, to keep you safe while you recover.',
        urgency: 'high',
      },
      {
        text: 'It limits my work, sleep or exercise',
        value: 'limits-activity',
        recommendation: 'Sessions planned around your schedule to get you back to work, sleep and exercise.',
        urgency: 'medium',
      },
      {
        text: 'It bothers me now and then',
        value: 'occasional',
        recommendation: 'A home exercise program with check-ins to keep you on track.',
        urgency: 'low',
      },
      {
        text: 'Not much: I want to prevent problems',
        value: 'prevention',
        recommendation: 'A movement screen and a strength plan to prevent injury.',
        urgency: 'low',
      },
    ],
  },
];

export interface QuizState {
  /** One chosen option per answered question, in order. */
  answers: readonly QuizOption[];
}

export const startQuiz = (): QuizState => ({ answers: [] });

/** The question being asked (0-2), or the last one once the result shows. */
export function currentStep(state: QuizState, questions: readonly QuizQuestion[] = quizQuestions): number {
  return Math.min(state.answers.length, questions.length - 1);
}

export function isFinished(state: QuizState, questions: readonly QuizQuestion[] = quizQuestions): boolean {
  return state.answers.length >= questions.length;
}

/** Records the answer to the current question and moves on (to the result after the last one). */
export function chooseOption(state: QuizState, option: QuizOption, questions: readonly QuizQuestion[] = quizQuestions): QuizState {
  if (isFinished(state, questions)) return state;
  return { answers: [...state.answers, option] };
}

/** Removes the last answer and returns one step. */
export function goBack(state: QuizState): QuizState {
  return state.answers.length ? { answers: state.answers.slice(0, -1) } : state;
}

/** The highest urgency among the chosen options (high > medium > low). */
export function overallUrgency(answers: readonly QuizOption[]): Urgency {
  return answers.reduce<Urgency>(
    (highest, { urgency }) => (urgencies.indexOf(urgency) > urgencies.indexOf(highest) ? urgency : highest),
    'low',
  );
}

/** The recommendations of the chosen options, each once, in the order of the questions. */
export function recommendationsOf(answers: readonly QuizOption[]): string[] {
  return [...new Set(answers.map((a) => a.recommendation))];
}

/** The service the answers point to (the first answer names it), or the free consultation. */
export function recommendedService(answers: readonly QuizOption[]): ServiceSlug | 'consultation' {
  return answers.find((answer) => answer.service)?.service ?? 'consultation';
}
