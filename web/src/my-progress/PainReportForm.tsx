import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { painReportSchema } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { SelectField, SubmitButton, TextAreaField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { useReportPainMutation } from './myProgressEndpoints';
import { painReportId } from './todays-pain';

type PainValues = { value: number | null; notes: string };
type Pain = { value: number; notes: string };

const options = Array.from({ length: 11 }, (_, pain) => ({ value: String(pain), label: pain === 0 ? '0 (no pain)' : pain === 10 ? '10 (worst pain)' : String(pain) }));
const asNumber = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };

/** After a session, the patient reports how much it hurts today (a pain measurement, 0-10). */
export function PainReportForm({ onSent }: { onSent?: () => void }) {
  const [reportPain] = useReportPainMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const form = useForm<PainValues, unknown, Pain>({
    resolver: zodResolver(painReportSchema) as unknown as Resolver<PainValues, unknown, Pain>,
    defaultValues: { value: null, notes: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  async function save(report: Pain) {
    try {
      const answer = await reportPain({ ...report, id: ids.idFor(report) }).unwrap();
      ids.succeeded();
      reset({ value: null, notes: '' });
      notify({ title: 'Pain Recorded', description: answer.message ?? 'Thank you. Your pain level was recorded.' });
      onSent?.();
    } catch (error) {
      showServerFieldErrors(form.setError, error, ['value', 'notes']);
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to record your pain level', variant: 'destructive' });
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} aria-labelledby="pain-report-title" className="box pain-report" id={painReportId} tabIndex={-1} data-testid="pain-report">
      <h3 className="title is-5" id="pain-report-title">
        How is your pain today?
      </h3>
      <p className="mb-3 pain-report-intro">After your session, tell your therapist how it feels: 0 is no pain, 10 the worst.</p>
      <SelectField id="pain-today" label="Pain today" required placeholder="Choose 0 to 10" options={options} registration={register('value', asNumber)} error={errors.value?.message} />
      <TextAreaField id="pain-notes" label="Notes" rows={2} maxLength={1000} placeholder="Where it hurts, what helped" registration={register('notes')} error={errors.notes?.message} />
      <SubmitButton busy={isSubmitting} label="Report Pain" busyLabel="Sending..." />
    </form>
  );
}
