import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { practice, type CommandAnswer, type IntakeFormData, type IntakeStepId } from '@pt/contracts';
import { fieldErrors, serverMessage } from '../shared/api/http-error';
import { newRequestId, type WithClientId } from '../shared/api/request-id';
import { track } from '../shared/analytics';
import { loadStore } from '../shared/store-loader';
import { useNotice } from '../shared/ui/notice';
import { clearDraft, clientIdFor, readDraft, restoreValues, writeDraft, type IntakeDraft } from './draft';
import { emptyIntake, intakeSteps, lastStep, type IntakeValues } from './steps';

const painFields = ['painBest', 'painWorst', 'painCurrent'] as const;
/** The validation (zod and the schemas) loads when the form is first used, not with the page. */
let validation: typeof import('./validation') | undefined;
export const loadValidation = async () => (validation ??= await import('./validation'));
/** The store and the intake endpoint, loaded with the rest of the form when the patient first uses it. */
export const loadSending = () => Promise.all([loadStore(), import('./intakeEndpoints')]);
async function submitIntake(body: WithClientId<IntakeFormData>) {
  const [store, { intakeFormApi }] = await loadSending();
  return store.dispatch(intakeFormApi.endpoints.submitIntakeForm.initiate(body)).unwrap();
}
async function stepOfField(field: string) {
  const { intakeStepFields } = await loadValidation();
  return Math.max(0, intakeSteps.findIndex((s) => (intakeStepFields[s.id as IntakeStepId] ?? []).includes(field.split('.')[0]!)));
}
const isUntouched = (values: IntakeValues) => JSON.stringify({ ...emptyIntake, ...values }) === JSON.stringify(emptyIntake);

/**
 * The intake form's state: its steps (each validated with its own schema before the next, the whole
 * form before sending), the draft kept in localStorage, and the submission with its client id.
 */
export function useIntakeForm() {
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [sent, setSent] = useState<{ answer: CommandAnswer; fullName: string } | null>(null);
  // The field the server refused first: it takes the focus once its step shows (a new object each time).
  const [fieldInError, setFieldInError] = useState<{ name: FieldPath<IntakeValues> } | null>(null);
  const stepRef = useRef(step);
  stepRef.current = step;
  const sending = useRef<IntakeDraft['sending']>(undefined);
  const busy = useRef(false);
  const loaded = useRef(false);
  const notify = useNotice();

  const resolver: Resolver<IntakeValues, unknown, IntakeFormData> = async (values, context, options) => {
    const id = intakeSteps[stepRef.current]!.id;
    // once loaded, without waiting a turn: a quick second Enter must find the step already moved on
    const { resolverFor } = validation ?? (await loadValidation());
    return resolverFor(id)(values, context, options);
  };
  // Errors show when the patient moves on (Next, Send), then clear as each answer is fixed; nothing
  // validates on blur, which would move the fields under a pointer on its way to the next one.
  const form = useForm<IntakeValues, unknown, IntakeFormData>({ defaultValues: emptyIntake, mode: 'onSubmit', reValidateMode: 'onChange', resolver });

  const saveDraft = (nextStep = stepRef.current) => {
    const values = form.getValues();
    if (nextStep === 0 && isUntouched(values) && !sending.current) return clearDraft(localStorage);
    writeDraft(localStorage, { savedAt: Date.now(), step: nextStep, values, ...(sending.current && { sending: sending.current }) });
  };

  // The draft is read after hydration: the prerendered page shows the empty first step.
  useEffect(() => {
    const draft = readDraft(localStorage, lastStep);
    if (draft) {
      form.reset(restoreValues(emptyIntake, draft.values, painFields));
      sending.current = draft.sending;
      setStep(draft.step);
      setRestored(true);
    }
    loaded.current = true;
    const subscription = form.watch(() => loaded.current && saveDraft());
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function goTo(next: number) {
    form.clearErrors();
    setStep(next);
    saveDraft(next);
  }

  /** Next: the step's answers are checked with its schema; the first wrong one gets the focus. */
  const next = form.handleSubmit(() => goTo(Math.min(stepRef.current + 1, lastStep)));

  function startOver() {
    clearDraft(localStorage);
    sending.current = undefined;
    form.reset(emptyIntake);
    setRestored(false);
    goTo(0);
  }

  async function send(data: IntakeFormData) {
    if (busy.current) return;
    busy.current = true;
    // An unchanged form sent again keeps its id, also after a reload: its first answer may have been lost.
    sending.current = clientIdFor(sending.current, data, newRequestId);
    saveDraft();
    track('intake_form_submit', { category: 'form', label: 'intake_form' });
    try {
      const answer = await submitIntake({ ...data, id: sending.current.id });
      sending.current = undefined;
      loaded.current = false;
      clearDraft(localStorage);
      track('intake_form_success', { category: 'form', label: 'intake_form' });
      setSent({ answer, fullName: data.fullName });
      form.reset(emptyIntake);
      setStep(0);
      setRestored(false);
      loaded.current = true;
    } catch (error) {
      const errors = Object.entries(fieldErrors(error));
      if (errors.length) {
        // The server named fields: show each message next to its field, on its step; the first takes the focus there.
        goTo(await stepOfField(errors[0]![0]));
        for (const [field, messages] of errors) form.setError(field.split('.')[0] as FieldPath<IntakeValues>, { type: 'server', message: messages[0] });
        setFieldInError({ name: errors[0]![0].split('.')[0] as FieldPath<IntakeValues> });
      }
      notify({
        title: 'Error',
        description: serverMessage(error) ?? `Unable to send your form. Please try again, or call us at ${practice.phone}.`,
        variant: 'destructive',
      });
    } finally {
      busy.current = false;
    }
  }

  return { form, step, goTo, next, send, startOver, restored, sent, clearSent: () => setSent(null), fieldInError };
}
