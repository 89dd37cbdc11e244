import { Suspense, useEffect, useRef, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { practice, telHref } from '@pt/contracts';
import { PageHead } from '../shared/page-meta';
import { PageLoading } from '../shared/ui/PageLoading';
import { preloadable } from '../shared/ui/preloadable';
import { SubmitButton } from '../shared/ui/fields';
import { AboutStep } from './AboutStep';
import { GoalsStep } from './GoalsStep';
import { HistoryStep } from './HistoryStep';
import { IntakeProgress } from './IntakeProgress';
import { intakePageMeta } from './meta';
import { intakeSteps, lastStep } from './steps';
import { SymptomsStep } from './SymptomsStep';
import { loadSending, loadValidation, useIntakeForm } from './useIntakeForm';
import './intake-form.scss';

/*
 * The body chart and the review (with the drawing of the body) load when the patient first uses the
 * form, as do its validation and what sends it (the store): the page's first load is the first step's.
 */
const { Component: BodyChartStep, preload: loadBodyChartStep } = preloadable(async () => (await import('./BodyChartStep')).BodyChartStep, 'This step');
const { Component: ReviewStep, preload: loadReviewStep } = preloadable(async () => (await import('./ReviewStep')).ReviewStep, 'This step');
// An early start only: when it fails (offline), what needs the code loads it again and says so
// (preloadable's steps), so its failure is not left unhandled in the console.
const loadTheRest = () => void Promise.all([loadValidation(), loadSending(), loadBodyChartStep(), loadReviewStep()]).catch(() => undefined);

/** /intake: the new patient intake form, in short steps with a body chart, checked before sending. */
export function IntakePage() {
  const { form, step, goTo, next, send, startOver, restored, sent, clearSent, fieldInError } = useIntakeForm();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const current = intakeSteps[step]!;

  // A new step is announced by moving focus to its heading (not on the first render of the page).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The step's top (with the progress) comes into view; its heading takes the focus.
    card.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [step]);
  // A field the server refused takes the focus from its step's heading (the effect above runs first),
  // as showServerFieldErrors does in the other forms; one that cannot take it leaves it on the heading.
  useEffect(() => {
    if (fieldInError) form.setFocus(fieldInError.name);
  }, [fieldInError, form]);

  // Enter in a field of an earlier step moves on, as the Next button does.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void (step < lastStep ? next(event) : form.handleSubmit(send)(event));

  return (
    <>
      <PageHead meta={intakePageMeta} />
      <section className="hero page-hero intake-hero">
        <div className="hero-body">
          <div className="container">
            <p className="hero-eyebrow">New patients</p>
            <h1 className="title page-hero-title">Patient Intake Form</h1>
            <p className="page-hero-lead">
              Tell us about your health before your first home visit, so your therapist comes prepared. It takes about 10 minutes.
            </p>
          </div>
        </div>
      </section>

      <section className="section intake-page">
        <div className="container intake-container">
          {sent ? (
            <SentPanel fullName={sent.fullName} message={sent.answer.message} onAnother={clearSent} />
          ) : (
            <div className="box intake-card" ref={card}>
              {restored && (
                <div className="notification is-info is-light intake-restored" role="status">
                  <p>We kept the answers you entered on this device, so you can continue where you left off.</p>
                  <button type="button" className="button is-small is-white" onClick={startOver}>
                    Start over
                  </button>
                </div>
              )}
              <IntakeProgress step={step} onGoTo={goTo} />
              <FormProvider {...form}>
                <form
                  method="post"
                  noValidate
                  onSubmit={onSubmit}
                  onFocus={loadTheRest}
                  onPointerDown={loadTheRest}
                  aria-labelledby="intake-step-title"
                  data-testid="intake-form"
                  data-step={current.id}
                >
                  <h2 className="title is-4 mb-2" id="intake-step-title" ref={heading} tabIndex={-1}>
                    {current.title}
                  </h2>
                  <p className="intake-step-intro">
                    {current.intro}
                    {current.required && (
                      <>
                        {' '}
                        Fields marked <span className="required-mark">*</span> are required.
                      </>
                    )}
                  </p>
                  {current.id === 'about' && <AboutStep />}
                  {current.id === 'history' && <HistoryStep />}
                  {current.id === 'symptoms' && <SymptomsStep />}
                  <Suspense fallback={<PageLoading label="Loading the step..." />}>
                    {current.id === 'bodyChart' && <BodyChartStep />}
                    {current.id === 'review' && <ReviewStep onEdit={goTo} />}
                  </Suspense>
                  {current.id === 'goals' && <GoalsStep />}
                  <div className="intake-nav">
                    {step > 0 ? (
                      <button type="button" className="button is-light" onClick={() => goTo(step - 1)}>
                        Back
                      </button>
                    ) : (
                      <span />
                    )}
                    {step < lastStep ? (
                      <button type="submit" className="button is-primary">
                        Next: {intakeSteps[step + 1]!.title}
                      </button>
                    ) : (
                      <SubmitButton busy={form.formState.isSubmitting} label="Send Intake Form" busyLabel="Sending..." fullWidth={false} />
                    )}
                  </div>
                </form>
              </FormProvider>
              <p className="intake-privacy">
                Your answers stay on this device until you send them, and then go only to your therapists. No insurance details are
                needed: we are a self-pay practice. Read how we protect them in our{' '}
                <Link to="/privacy-practices">Notice of Privacy Practices</Link>.
              </p>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

function SentPanel({ fullName, message, onAnother }: { fullName: string; message?: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const firstName = fullName.trim().split(/\s+/)[0];
  return (
    <div className="box intake-card intake-sent" data-testid="intake-sent">
      <h2 className="title is-3" ref={heading} tabIndex={-1}>
        Thank you, {firstName}!
      </h2>
      <p className="mb-4" role="status">
        {message}
      </p>
      <p className="mb-5">
        If you have not booked your first visit yet, book online or call us at <a href={telHref()}>{practice.phone}</a>.
      </p>
      <div className="buttons">
        <Link to="/contact" className="button is-primary">
          Book Your Visit
        </Link>
        <Link to="/" className="button is-light">
          Back to Home
        </Link>
        <button type="button" className="button is-white" onClick={onAnother}>
          Fill in a form for someone else
        </button>
      </div>
    </div>
  );
}
