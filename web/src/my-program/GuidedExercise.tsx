import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AssignedExercise } from '@pt/contracts';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { Dialog } from '../shared/ui/Dialog';
import { CompletionForm } from './CompletionForm';
import { clock, elapsedMs, minutesRun, pause, start, stoppedWatch, unrecordedWork, type Stopwatch } from './guided-timer';

/**
 * Start: the exercise step by step (instructions, the therapist's notes, precautions), a timer for
 * timed work, a repetition counter, then the completion with the minutes and repetitions counted.
 * The record step's Cancel goes back to the timer; closing asks first when time or repetitions
 * counted here would be lost.
 */
export function GuidedExercise({ assignment, onClose }: { assignment: AssignedExercise; onClose: () => void }) {
  const { exercise } = assignment;
  const [recording, setRecording] = useState(false);
  const [watch, setWatch] = useState<Stopwatch>(stoppedWatch);
  const [now, setNow] = useState(() => Date.now());
  const [repetitions, setRepetitions] = useState(0);
  const targetMs = exercise.duration > 0 ? exercise.duration * 60_000 : 0;
  const elapsed = elapsedMs(watch, now);
  const running = watch.startedAt !== null;
  const timeUp = targetMs > 0 && elapsed >= targetMs;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  // The timer stops by itself when the time is up.
  useEffect(() => {
    if (running && timeUp) setWatch((w) => pause(w, w.startedAt! + targetMs - w.runBefore));
  }, [running, timeUp, targetMs]);

  // A button that goes away or turns itself off hands the focus on (else it falls to the page, behind the dialog).
  const toggleButton = useRef<HTMLButtonElement>(null);
  const plusButton = useRef<HTMLButtonElement>(null);
  const finishButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    focusNext.current?.current?.focus();
    focusNext.current = null;
  });
  useEffect(() => {
    if (timeUp && (document.activeElement === toggleButton.current || document.activeElement === document.body)) finishButton.current?.focus();
  }, [timeUp]);

  const toggle = () => {
    const at = Date.now();
    setNow(at);
    setWatch((w) => (w.startedAt === null ? start(w, at) : pause(w, at)));
  };
  const shownElapsed = Math.min(elapsed, targetMs || elapsed);
  const [leaving, setLeaving] = useState(false);
  const unrecorded = unrecordedWork(shownElapsed, repetitions);
  const close = () => (unrecorded ? setLeaving(true) : onClose());

  return (
    <>
      <Dialog title={exercise.name} subtitle={<p>{assignment.frequency}</p>} onClose={close} size="large" testId="guided-exercise">
        {recording ? (
          <CompletionForm
            assignment={assignment}
            initial={{ duration: minutesRun(shownElapsed), repetitionsCompleted: repetitions || null }}
            onDone={onClose}
            onCancel={() => {
              setRecording(false);
              focusNext.current = finishButton;
            }}
            focusFirst
          />
        ) : (
          <div className="guided">
            <section aria-labelledby="guided-instructions" className="guided-section">
              <h3 className="title is-6" id="guided-instructions">
                Instructions
              </h3>
              <p className="guided-text">{exercise.instructions || exercise.description}</p>
              {assignment.customInstructions && (
                <div className="notification is-info is-light guided-note">
                  <strong>From your therapist:</strong> {assignment.customInstructions}
                </div>
              )}
              {exercise.precautions && (
                <p className="guided-precautions">
                  <strong>Take care:</strong> {exercise.precautions}
                </p>
              )}
            </section>

            <div className="guided-tools">
              {targetMs > 0 && (
                <section className="guided-timer box" aria-labelledby="guided-timer-title" data-testid="guided-timer">
                  <h3 className="title is-6" id="guided-timer-title">
                    Timer · {exercise.duration} min
                  </h3>
                  <p className="guided-clock" data-testid="timer-remaining">
                    <span className="is-sr-only">Time left </span>
                    {clock(Math.ceil((targetMs - shownElapsed) / 1000))}
                  </p>
                  <p className="guided-status" role="status">
                    {timeUp ? "Time's up! Well done." : running ? 'Timer running' : shownElapsed > 0 ? 'Paused' : 'Ready when you are'}
                  </p>
                  <div className="buttons is-centered">
                    <button ref={toggleButton} type="button" className="button is-primary" onClick={toggle} disabled={timeUp}>
                      {running ? 'Pause' : shownElapsed > 0 ? 'Resume' : 'Start Timer'}
                    </button>
                    <button
                      type="button"
                      className="button is-light"
                      onClick={() => {
                        setWatch(stoppedWatch);
                        focusNext.current = toggleButton;
                      }}
                      disabled={shownElapsed === 0}
                    >
                      Reset
                    </button>
                  </div>
                </section>
              )}
              <section className="guided-counter box" aria-labelledby="guided-counter-title" data-testid="rep-counter">
                <h3 className="title is-6" id="guided-counter-title">
                  Repetitions{exercise.repetitions ? ` · ${exercise.repetitions}` : ''}
                </h3>
                <p className="guided-clock" aria-live="polite" data-testid="rep-count">
                  {repetitions}
                </p>
                <div className="buttons is-centered">
                  <button
                    type="button"
                    className="button is-light"
                    onClick={() => {
                      setRepetitions((n) => Math.max(0, n - 1));
                      if (repetitions <= 1) plusButton.current?.focus();
                    }}
                    disabled={repetitions === 0}
                  >
                    −1 rep
                  </button>
                  <button ref={plusButton} type="button" className="button is-primary" onClick={() => setRepetitions((n) => n + 1)}>
                    +1 rep
                  </button>
                </div>
              </section>
            </div>

            <div className="form-actions">
              <button type="button" className="button is-light" onClick={close}>
                Close
              </button>
              <button
                ref={finishButton}
                type="button"
                className="button is-success"
                onClick={() => {
                  if (running) toggle();
                  setRecording(true);
                }}
              >
                Finish and Record
              </button>
            </div>
          </div>
        )}
      </Dialog>
      {/* Beside the view, not inside it: Escape in the question must not also reach the view's own Escape. */}
      {leaving && unrecorded && (
        <ConfirmDialog title="Leave without recording?" message={unrecorded} confirmLabel="Leave without recording" cancelLabel="Keep going" busyLabel="Leaving..." onConfirm={onClose} onCancel={() => setLeaving(false)} />
      )}
    </>
  );
}
