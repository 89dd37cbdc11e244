import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { CheckIcon, PhoneIcon } from '../../shared/ui/icons';
import { PrivacyNote } from '../../shared/ui/PrivacyNote';
import { track } from '../../shared/analytics';
import {
  chooseOption,
  currentStep,
  goBack,
  isFinished,
  overallUrgency,
  quizQuestions,
  recommendationsOf,
  recommendedService,
  startQuiz,
  urgencyLabels,
  type Urgency,
} from './quick-start-quiz';
import './quick-start-quiz.scss';

const urgencyAdvice: Record<Urgency, string> = {
  high: 'We recommend being seen soon. Book the earliest visit, or call us to ask about a same-day appointment.',
  medium: 'We recommend starting care within the next week or two.',
  low: 'Start whenever it suits you: pick any time that fits your schedule.',
};

/**
 * Three quick questions that suggest how soon to book and what care fits. Keyboard and
 * screen-reader users are taken to each new question (or the result) as it appears.
 */
export function QuickStartQuiz({
  onBook,
  onMessage,
  onResult,
}: {
  onBook: () => void;
  /** The visitor wants to write to us about the result. */
  onMessage: () => void;
  /** The service the finished quiz points to, or null while it is not finished. */
  onResult: (service: string | null) => void;
}) {
  const [state, setState] = useState(startQuiz);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const finished = isFinished(state);
  const step = currentStep(state);
  const question = quizQuestions[step]!;

  const service = finished ? recommendedService(state.answers) : null;
  useEffect(() => onResult(service), [service, onResult]);

  useEffect(() => {
    // Not on the first render: the page must not jump to the quiz on load.
    if (moved.current) heading.current?.focus();
  }, [state]);

  function update(next: typeof state) {
    moved.current = true;
    setState(next);
  }

  function book(event: MouseEvent<HTMLAnchorElement>) {
    // Already on /contact: take the visitor to the booking tabs instead of the top of the page.
    event.preventDefault();
    onBook();
  }

  return (
    <div className="quiz box" data-testid="quiz">
      {finished ? (
        <QuizResult
          urgency={overallUrgency(state.answers)}
          recommendations={recommendationsOf(state.answers)}
          headingRef={heading}
          onBook={book}
          onMessage={() => onMessage()}
          onBack={() => update(goBack(state))}
          onStartOver={() => update(startQuiz())}
        />
      ) : (
        <div>
          <p className="quiz-progress" id="quiz-progress">
            Question {step + 1} of {quizQuestions.length}
          </p>
          <div className="quiz-progress-bar" aria-hidden="true">
            <span style={{ width: `${((step + 1) / quizQuestions.length) * 100}%` }} />
          </div>
          <h3
            className="title is-5 quiz-question"
            id="quiz-question"
            tabIndex={-1}
            ref={heading}
            aria-describedby="quiz-progress"
          >
            {question.question}
          </h3>
          <ul className="quiz-options" aria-labelledby="quiz-question">
            {question.options.map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  className="quiz-option"
                  onClick={() => update(chooseOption(state, option))}
                >
                  {option.text}
                </button>
              </li>
            ))}
          </ul>
          {step > 0 && (
            <button type="button" className="button is-ghost quiz-back" onClick={() => update(goBack(state))}>
              Back
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function QuizResult({
  urgency,
  recommendations,
  headingRef,
  onBook,
  onMessage,
  onBack,
  onStartOver,
}: {
  urgency: Urgency;
  recommendations: string[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBook: (event: MouseEvent<HTMLAnchorElement>) => void;
  onMessage: () => void;
  onBack: () => void;
  onStartOver: () => void;
}) {
  return (
    <div className="quiz-result" data-testid="quiz-result">
      <h3 className="title is-5 quiz-result-title" tabIndex={-1} ref={headingRef}>
        <span>Your result:</span>{' '}
        <span className={`urgency-badge is-${urgency}`} data-testid="quiz-urgency">
          {urgencyLabels[urgency]}
        </span>
      </h3>
      <p className="mb-3">{urgencyAdvice[urgency]}</p>
      <h4 className="quiz-subtitle">What we recommend</h4>
      <ul className="check-list mb-4">
        {recommendations.map((text) => (
          <li key={text}>
            <span aria-hidden="true">
              <CheckIcon />
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <div className="buttons">
        <Link to="/contact" className="button is-primary" onClick={onBook}>
          Book Your Consultation
        </Link>
        <button type="button" className="button is-primary is-outlined" onClick={onMessage}>
          Send Us a Message
        </button>
        {urgency === 'high' && (
          <a
            href={telHref()}
            className="button is-primary is-outlined"
            onClick={() => track('phone_call', { category: 'contact', label: 'quiz_result_phone' })}
          >
            <PhoneIcon />
            <span>Call {practice.phone}</span>
          </a>
        )}
      </div>
      <PrivacyNote>Your answers stay in this browser unless you send them to us.</PrivacyNote>
      <div className="quiz-result-actions">
        <button type="button" className="button is-ghost quiz-back" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button is-ghost" onClick={onStartOver}>
          Start Over
        </button>
      </div>
    </div>
  );
}
