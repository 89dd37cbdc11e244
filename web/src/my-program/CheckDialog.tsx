import { useEffect, useRef, useState } from 'react';
import type { AssignedExercise } from '@pt/contracts';
import { Dialog } from '../shared/ui/Dialog';
import { CompletionForm } from './CompletionForm';
import { isDoneToday } from './today';

/**
 * The check button's dialog: records a completion. For an exercise already done today it first asks
 * whether to record an extra round, so a tap meant to un-check it records nothing. Focus starts on
 * the answer that changes nothing.
 */
export function CheckDialog({ assignment, onClose }: { assignment: AssignedExercise; onClose: () => void }) {
  const [asking, setAsking] = useState(() => isDoneToday(assignment.today));
  const keep = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (asking) keep.current?.focus();
    // Once the question is answered, the form's first field takes over the focus the buttons had.
    else body.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [asking]);

  return (
    <Dialog
      title={assignment.exercise.name}
      subtitle={<p>{asking ? 'You already did this today. Record an extra round?' : 'Record that you did this exercise.'}</p>}
      onClose={onClose}
      role={asking ? 'alertdialog' : 'dialog'}
      testId="completion-dialog"
    >
      <div ref={body}>
        {asking ? (
          <div className="buttons is-right app-dialog-actions">
            <button ref={keep} type="button" className="button is-light" onClick={onClose}>
              No, it's done
            </button>
            <button type="button" className="button is-primary" onClick={() => setAsking(false)}>
              Record an extra round
            </button>
          </div>
        ) : (
          <CompletionForm assignment={assignment} onDone={onClose} />
        )}
      </div>
    </Dialog>
  );
}
