import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { latestDayOnEarth, progressReportSchema, reportTexts, type PatientListing, type ProgressReport } from '@pt/contracts';
import { submissionIds } from '../shared/api/request-id';
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { CreatedReport } from './CreatedReport';
import { EntryListField } from './EntryListField';
import { emptyReport, optionalScore, reportFieldNames, requiredCount, type ReportFormValues } from './report-form';
import { useCreateProgressReportMutation, useReportPatientsQuery } from './progressReportsEndpoints';
import type { OpenView } from './report-view';
import { BackButton, ViewHeading } from './view-parts';

const scoreFields = [
  { name: 'painLevel', label: 'Pain Level' },
  { name: 'mobilityScore', label: 'Mobility Score' },
  { name: 'strengthScore', label: 'Strength Score' },
  { name: 'balanceScore', label: 'Balance Score' },
] as const;

/** The create-report view: the form, then the report's shareable link. */
export function CreateReportView({ patientId, open, back }: { patientId: string | null; open: OpenView; back: () => void }) {
  const [created, setCreated] = useState<ProgressReport | null>(null);
  const [formKey, setFormKey] = useState(0);
  const patients = useReportPatientsQuery();

  if (created) {
    return (
      <CreatedReport
        report={created}
        back={back}
        another={() => {
          setCreated(null);
          setFormKey((k) => k + 1);
        }}
        openPatient={() => open({ kind: 'patient', patientId: created.patientId })}
        onChanged={setCreated}
      />
    );
  }
  // The form waits for the patients, so a patient chosen in the address is selected in the list.
  if (patients.isLoading) return <PageLoading label="Loading patients..." />;
  return <ReportForm key={formKey} patientId={patientId} patients={patients.data ?? []} patientsFailed={patients.isError} back={back} onCreated={setCreated} />;
}

function ReportForm({
  patientId,
  patients,
  patientsFailed,
  back,
  onCreated,
}: {
  patientId: string | null;
  patients: readonly PatientListing[];
  patientsFailed: boolean;
  back: () => void;
  onCreated: (report: ProgressReport) => void;
}) {
  const notify = useNotice();
  const [createReport] = useCreateProgressReportMutation();
  // One client id per submission, kept while the same form is sent again (a retry never creates twice).
  const ids = useRef(submissionIds());
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportFormValues, unknown, ReportFormValues>({
    resolver: zodResolver(progressReportSchema) as unknown as Resolver<ReportFormValues, unknown, ReportFormValues>,
    defaultValues: emptyReport(patientId),
  });

  const onSubmit = async (values: ReportFormValues) => {
    try {
      const answer = await createReport({ ...values, id: ids.current.idFor(values) }).unwrap();
      ids.current.succeeded();
      notify({ title: reportTexts.created, description: reportTexts.createdDetail });
      onCreated(answer.report);
    } catch (error) {
      showServerFieldErrors(setError, error, reportFieldNames);
      notify({ title: 'Error', description: reportTexts.createFailed, variant: 'destructive' });
    }
  };

  const options = patients.map((p) => ({ value: p.id, label: p.fullName }));
  const today = latestDayOnEarth();

  return (
    <div className="report-view">
      <BackButton onBack={back} />
      <header className="portal-header">
        <div>
          <ViewHeading id="create-report-title">Create Progress Report</ViewHeading>
          <p className="report-lead">Fields marked * are required. The report gets its own link once it is created.</p>
        </div>
      </header>

      <form className="box report-form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="create-report-title" data-testid="report-form">
        <fieldset className="report-form-section">
          <legend className="title is-5">Report Details</legend>
          <div className="columns is-variable is-3 mb-0">
            <div className="column">
              <SelectField
                id="report-patient"
                label="Patient"
                required
                placeholder="Select a patient"
                options={options}
                registration={register('patientId')}
                error={errors.patientId?.message ?? (patientsFailed ? 'The patients could not be loaded.' : undefined)}
              />
            </div>
            <div className="column">
              <TextField id="report-date" label="Report Date" type="date" required max={today} min="1900-01-01" registration={register('reportDate')} error={errors.reportDate?.message} />
            </div>
          </div>
          <TextField
            id="report-title"
            label="Report Title"
            required
            maxLength={200}
            placeholder="e.g. 6-Week Progress Report"
            registration={register('reportTitle')}
            error={errors.reportTitle?.message}
          />
        </fieldset>

        <fieldset className="report-form-section">
          <legend className="title is-5">Goals and Progress</legend>
          <EntryListField control={control} name="treatmentGoals" id="report-goals" label="Treatment Goals" placeholder="Add a treatment goal" required />
          <EntryListField control={control} name="functionalImprovements" id="report-improvements" label="Functional Improvements" placeholder="Add an improvement" required />
          <EntryListField control={control} name="nextGoals" id="report-next-goals" label="Next Goals" placeholder="Add a next goal" required />
        </fieldset>

        <fieldset className="report-form-section">
          <legend className="title is-5">Sessions and Scores</legend>
          <div className="report-number-grid">
            <TextField
              id="report-sessions-completed"
              label="Sessions Completed"
              type="number"
              inputMode="numeric"
              required
              min="0"
              max="1000"
              registration={register('sessionsCompleted', { setValueAs: requiredCount })}
              error={errors.sessionsCompleted?.message}
            />
            <TextField
              id="report-total-sessions"
              label="Total Sessions"
              type="number"
              inputMode="numeric"
              required
              min="1"
              max="1000"
              registration={register('totalSessions', { setValueAs: requiredCount })}
              error={errors.totalSessions?.message}
            />
            {scoreFields.map(({ name, label }) => (
              <TextField
                key={name}
                id={`report-${name}`}
                label={label}
                type="number"
                inputMode="numeric"
                min="1"
                max="10"
                placeholder="1-10"
                hint="Optional, 1 to 10"
                registration={register(name, { setValueAs: optionalScore })}
                error={errors[name]?.message}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="report-form-section">
          <legend className="title is-5">Notes and Sharing</legend>
          <TextAreaField
            id="report-notes"
            label="Therapist Notes"
            rows={4}
            maxLength={5000}
            placeholder="Observations, recommendations, anything the reader should know"
            registration={register('therapistNotes')}
            error={errors.therapistNotes?.message}
          />
          <CheckboxField
            id="report-public"
            label="Make this report shareable (anyone with the link can open it)"
            hint="You can change this later from the patient's reports."
            registration={register('isPublic')}
            error={errors.isPublic?.message}
          />
        </fieldset>

        <div className="report-form-actions">
          <button type="button" className="button is-light" onClick={back}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting} label="Create Report" busyLabel="Creating..." fullWidth={false} />
        </div>
      </form>
    </div>
  );
}
