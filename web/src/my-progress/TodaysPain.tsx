import { useEffect, useRef, useState } from 'react';
import { PainReportForm } from './PainReportForm';
import { painReportId, useTodaysPain } from './todays-pain';

/** Today's pain: the report form, or, once the patient reported today, what they reported (a change can still be sent). */
export function TodaysPain() {
  const reported = useTodaysPain();
  const [again, setAgain] = useState(false);
  const [sent, setSent] = useState(false);
  const card = useRef<HTMLElement>(null);
  // The button that asked for the form is gone: its first field takes the focus.
  useEffect(() => {
    if (again) document.getElementById('pain-today')?.focus();
  }, [again]);
  // The form that was sent is gone once the report is read back: what was reported takes the focus.
  useEffect(() => {
    if (sent && reported && !again) {
      card.current?.focus();
      setSent(false);
    }
  }, [sent, reported, again]);
  const onSent = () => {
    setSent(true);
    setAgain(false);
  };
  if (!reported || again) return <PainReportForm onSent={onSent} />;
  return (
    <section ref={card} className="box pain-report is-reported" id={painReportId} tabIndex={-1} aria-labelledby="pain-report-title" data-testid="pain-reported">
      <h3 className="title is-5" id="pain-report-title">
        Today's pain
      </h3>
      <p className="mb-3">
        You reported <strong>{reported.value}/10</strong> today. Thank you: your therapist sees it.
      </p>
      <button type="button" className="button is-light is-small" onClick={() => setAgain(true)}>
        Report a change
      </button>
    </section>
  );
}
