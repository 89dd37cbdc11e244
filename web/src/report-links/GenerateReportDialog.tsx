import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  reportRequestSchema,
  reportTexts,
  reportTypeLabels,
  reportTypes,
  sharedReportPath,
  type PatientListing,
  type ReportRequest,
  type ReportRequestInput,
  type SharedReport,
} from '@pt/contracts';
import { fieldErrors, serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField } from '../shared/ui/fields';
import { Dialog } from '../shared/ui/Dialog';
import { useNotice } from '../shared/ui/notice';
import { defaultDateRange, defaultReportTitle, expiryOfDay, maxAccessOf } from './report-link-view';
import { LinkFacts, siteOrigin } from './ReportLinkCard';
import { useCreateSharedReportMutation, useSharedReportsQuery } from './reportLinksEndpoints';
import { ShareLink } from './ShareLink';
import { practiceDay } from '../shared/practice-day';

/** The contracts' request, and one rule only a form can judge: the expiry day is not in the past. */
const generatorSchema = reportRequestSchema.refine((r) => r.expiresAt === null || r.expiresAt.slice(0, 10) >= practiceDay(), {
  message: 'The expiry date cannot be in the past',
  path: ['expiresAt'],
});
const resolver = zodResolver(generatorSchema) as unknown as Resolver<ReportRequestInput, unknown, ReportRequest>;

const typeOptions = reportTypes.map((value) => ({ value, label: reportTypeLabels[value] }));
const includes = [
  ['includeExercises', 'Exercise program'],
  ['includeProgress', 'Progress measurements'],
  ['includeHealthTips', 'Health & wellness tips'],
  ['includeNotes', 'Therapist notes'],
] as const;

/** Where a server's field error shows: its field, or the start date for the range as a whole. */
const formFields = ['title', 'reportType', 'dateRange.start', 'dateRange.end', 'customNotes', 'expiresAt', 'maxAccess', 'accessPassword'] as const;
type FormField = (typeof formFields)[number];
const fieldOf = (key: string): FormField | null => (key === 'dateRange' ? 'dateRange.start' : (formFields as readonly string[]).includes(key) ? (key as FormField) : null);

/**
 * The report generator (spec 001, "Report generator (therapist)"): the form, then the link with what
 * it allows, a preview and Close. The link's access count keeps moving while it is shown.
 */
export function GenerateReportDialog({ patient, onClose }: { patient: PatientListing; onClose: () => void }) {
  const [created, setCreated] = useState<SharedReport | null>(null);
  return (
    <Dialog
      // Once created, the toast says 'Report Created' (spec 001); the dialog says what is left to do.
      title={created ? 'Share the Report' : 'Generate New Report'}
      subtitle={<p>{created ? `Send this link to whoever should read ${patient.fullName}'s report.` : `A shareable report of ${patient.fullName}'s program and progress.`}</p>}
      onClose={onClose}
      closeLabel="Close report generator"
      initialFocus="first-field"
      testId="report-generator"
    >
      {created ? <CreatedReport initial={created} onClose={onClose} /> : <GeneratorForm patient={patient} onCreated={setCreated} />}
    </Dialog>
  );
}

function GeneratorForm({ patient, onCreated }: { patient: PatientListing; onCreated: (report: SharedReport) => void }) {
  const [create] = useCreateSharedReportMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const [failure, setFailure] = useState<string | null>(null);
  const [today] = useState(() => practiceDay());
  const form = useForm<ReportRequestInput, unknown, ReportRequest>({
    resolver,
    defaultValues: {
      patientId: patient.id,
      title: defaultReportTitle(patient.fullName),
      reportType: 'progress',
      dateRange: defaultDateRange(),
      includeExercises: true,
      includeProgress: true,
      includeHealthTips: false,
      includeNotes: true,
      customNotes: '',
      expiresAt: null,
      maxAccess: null,
      requiresPassword: false,
      accessPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const requiresPassword = useWatch({ control, name: 'requiresPassword' });
  const errorCount = Object.keys(errors).length;

  async function onSubmit(values: ReportRequest) {
    setFailure(null);
    const { accessPassword, ...rest } = values;
    const request: ReportRequest = values.requiresPassword ? { ...rest, accessPassword } : rest;
    try {
      const answer = await create({ ...request, id: ids.idFor(request) }).unwrap();
      ids.succeeded();
      notify({ title: reportTexts.reportCreated, description: `The link to ${answer.report.title} is ready to share.` });
      onCreated(answer.report);
    } catch (error) {
      let placed = 0;
      for (const [key, messages] of Object.entries(fieldErrors(error))) {
        const field = fieldOf(key);
        if (!field || !messages[0]) continue;
        setError(field, { type: 'server', message: messages[0] }, { shouldFocus: placed === 0 });
        placed++;
      }
      const message = serverMessage(error) ?? 'Failed to create report';
      if (!placed) setFailure(message);
      notify({ title: 'Error', description: placed ? 'Please correct the marked fields.' : message, variant: 'destructive' });
    }
  }

  return (
    <form className="report-generator-form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Generate New Report">
      <p className="is-sr-only" aria-live="assertive" data-testid="generator-errors">
        {submitCount > 0 && errorCount > 0 ? `Please correct ${errorCount === 1 ? 'one field' : `${errorCount} fields`}.` : ''}
      </p>
      {failure && (
        <div className="notification is-danger is-light" role="alert">
          {failure}
        </div>
      )}
      <TextField id="report-title" label="Report Title" required maxLength={200} registration={register('title')} error={errors.title?.message} />
      <SelectField id="report-type" label="Report Type" required options={typeOptions} registration={register('reportType')} error={errors.reportType?.message} />
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id="report-start" label="Start Date" type="date" required max={today} registration={register('dateRange.start')} error={errors.dateRange?.start?.message ?? errors.dateRange?.message} />
        </div>
        <div className="column">
          <TextField id="report-end" label="End Date" type="date" required max={today} registration={register('dateRange.end')} error={errors.dateRange?.end?.message} />
        </div>
      </div>
      <fieldset className="report-includes">
        <legend className="label">Include in the report</legend>
        <div className="report-includes-grid">
          {includes.map(([name, label]) => (
            <CheckboxField key={name} id={`report-${name}`} label={label} registration={register(name)} />
          ))}
        </div>
      </fieldset>
      <TextAreaField id="report-notes" label="Additional Notes" rows={3} maxLength={5000} placeholder="Notes for the reader of the report (optional)" registration={register('customNotes')} error={errors.customNotes?.message} />
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField
            id="report-expiry"
            label="Expiry Date"
            type="date"
            min={today}
            hint="Optional. The link works until the end of that day."
            registration={register('expiresAt', { setValueAs: (value: unknown) => (typeof value === 'string' ? expiryOfDay(value) : (value as null)) })}
            error={errors.expiresAt?.message}
          />
        </div>
        <div className="column">
          <TextField
            id="report-max-access"
            label="Maximum Views"
            type="number"
            min="1"
            inputMode="numeric"
            hint="Leave empty for unlimited views."
            registration={register('maxAccess', { setValueAs: maxAccessOf })}
            error={errors.maxAccess?.message}
          />
        </div>
      </div>
      <CheckboxField id="report-requires-password" label="Protect with a password" registration={register('requiresPassword')} />
      {requiresPassword && (
        <TextField
          id="report-password"
          label="Access Password"
          type="password"
          required
          autoComplete="new-password"
          maxLength={200}
          hint="At least 4 characters. Give it to the reader separately from the link."
          registration={register('accessPassword')}
          error={errors.accessPassword?.message}
        />
      )}
      <SubmitButton busy={isSubmitting} label="Generate Report" busyLabel="Generating..." />
    </form>
  );
}

/** After success: the link, what it allows, Preview Report and Close; the count follows live messages. */
function CreatedReport({ initial, onClose }: { initial: SharedReport; onClose: () => void }) {
  const { data } = useSharedReportsQuery(initial.patientId);
  const report = data?.find((r) => r.id === initial.id) ?? initial;
  const link = `${siteOrigin()}${sharedReportPath(report.shareId)}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="report-created" data-testid="report-created">
      <h3 className="title is-6 mb-3" ref={heading} tabIndex={-1}>
        {report.title}
      </h3>
      <ShareLink link={link} />
      <LinkFacts report={report} />
      <div className="buttons is-right app-dialog-actions">
        <a className="button is-link is-outlined" href={link} target="_blank" rel="noopener noreferrer">
          Preview Report<span className="is-sr-only"> (opens in a new tab)</span>
        </a>
        <button type="button" className="button is-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
