import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { IntakeForm, IntakeFormSummary, IntakeStatus } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { newRequestId } from '../shared/api/request-id';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { NoticeOutlet } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { Tabs, type TabItem } from '../shared/ui/Tabs';
import { useModal } from '../shared/ui/useModal';
import { Anatomy, MedicalHistory, PatientInfo, Symptoms } from './IntakeFormDetails';
import { useCreateIntakePatientRecordMutation, useIntakeFormQuery, useSetIntakeStatusMutation } from './intakeReviewEndpoints';
import { statusButtons, statusLabels, statusOrder, statusTagClass } from './status';
import { CloseIcon } from '../shared/ui/icons';
import '../shared/ui/dialog.scss';

/** A tab another feature adds to the dialog (composed by app/), after the form's own tabs: it gets the form as the list holds it. */
export interface IntakeDialogTab {
  id: string;
  label: string;
  Panel: ComponentType<{ form: IntakeFormSummary }>;
}

type WholeForm = ReturnType<typeof useIntakeFormQuery>;

/** A tab of the form's answers: the whole form once it is fetched (the header and footer do not wait for it). */
function Answers({ whole, children }: { whole: WholeForm; children: (form: IntakeForm) => ReactNode }) {
  const failed = useFailed(whole.isError, whole.error);
  if (whole.data) return <>{children(whole.data)}</>;
  if (failed) return <LoadFailure what="The intake form" error={whole.error} retrying={whole.isFetching} onRetry={() => void whole.refetch()} />;
  return <PageLoading label="Loading the intake form..." />;
}

const detailTabs = (whole: WholeForm): readonly TabItem<string>[] => [
  { id: 'patient', label: 'Patient Info', panel: () => <Answers whole={whole}>{(form) => <PatientInfo form={form} />}</Answers> },
  { id: 'history', label: 'Medical History', panel: () => <Answers whole={whole}>{(form) => <MedicalHistory form={form} />}</Answers> },
  { id: 'symptoms', label: 'Symptoms', panel: () => <Answers whole={whole}>{(form) => <Symptoms form={form} />}</Answers> },
  { id: 'anatomy', label: 'Anatomy', panel: () => <Answers whole={whole}>{(form) => <Anatomy form={form} />}</Answers> },
];

/** A 412: the form changed since it was shown; the list refetches (intakeReviewEndpoints). */
const changedElsewhere = 'This form was changed by someone else. It now shows the latest version.';

/**
 * One intake form in a modal dialog: its tabs, the status buttons and the patient record. `form` is
 * the list's summary, kept live (status, patient record): the header and footer show at once; the
 * answers are fetched whole for the tabs (each reading is logged, ADR 29).
 */
export function IntakeFormDialog({
  form,
  canChange,
  onClose,
  onChanged,
  extraTabs = [],
}: {
  form: IntakeFormSummary;
  canChange: boolean;
  onClose: () => void;
  /** What this reviewer changed, once the server took it (a form no longer in the list is not patched with it). */
  onChanged: (change: Partial<IntakeFormSummary>) => void;
  extraTabs?: readonly IntakeDialogTab[];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState('patient');
  const whole = useIntakeFormQuery(form.id);
  const [setStatus, statusCall] = useSetIntakeStatusMutation();
  const [statusError, setStatusError] = useState<string | null>(null);

  // Not the shared Dialog: its footer (the status buttons, the patient record) stays below the tabs
  // that scroll, at a width of its own. Shown, closed and the focus given back the same way.
  useModal(dialog);

  async function changeStatus(status: IntakeStatus) {
    if (status === form.status || statusCall.isLoading) return;
    setStatusError(null);
    try {
      const answer = await setStatus({ id: form.id, status, revision: form.revision }).unwrap();
      onChanged({ status, revision: Math.max(answer.revision, form.revision) });
    } catch (failure) {
      // Spec 001: no toast when a status update fails; the dialog says it.
      setStatusError(hasStatus(failure, 412) ? changedElsewhere : 'Failed to update status');
    }
  }

  return (
    <dialog
      ref={dialog}
      className="intake-dialog"
      aria-labelledby="intake-dialog-title"
      data-testid="intake-dialog"
      onCancel={(event) => {
        // Escape closes this dialog only, not one it was opened from (React passes the event on to its parents).
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <header className="intake-dialog-header">
        <div>
          <h2 className="title is-4 mb-1" id="intake-dialog-title">
            {form.fullName}
          </h2>
          <span className={`tag ${statusTagClass[form.status]}`} data-testid="intake-dialog-status">
            {statusLabels[form.status]}
          </span>
        </div>
        {/* The close button of every other dialog of the portal. */}
        <button type="button" className="app-dialog-close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>

      <div className="intake-dialog-body">
        <Tabs<string>
          idPrefix="intake-detail"
          label="Intake form"
          tabs={[...detailTabs(whole), ...extraTabs.map(({ id, label, Panel }) => ({ id, label, panel: () => <Panel form={form} /> }))]}
          selected={tab}
          onSelect={setTab}
        />
      </div>

      <footer className="intake-dialog-footer">
        {canChange ? (
          <>
            <div className="buttons mb-0" role="group" aria-label="Status">
              {statusOrder.map((status) => (
                <button
                  key={status}
                  type="button"
                  className={`button${form.status === status ? ' is-primary' : ' is-light'}`}
                  aria-pressed={form.status === status}
                  // Not `disabled` while the change is sent: that would drop the focus to the page's body.
                  aria-disabled={statusCall.isLoading || undefined}
                  onClick={() => void changeStatus(status)}
                >
                  {statusButtons[status]}
                </button>
              ))}
            </div>
            {statusError && (
              <p className="help is-danger intake-status-error" role="alert">
                {statusError}
              </p>
            )}
            <PatientRecord form={form} onChanged={onChanged} />
          </>
        ) : (
          <p className="intake-detail-note">Auditors read intake forms; they do not change them.</p>
        )}
      </footer>
      {/* The page behind is inert while the dialog is open: its notices show here, as in the shared Dialog. */}
      <NoticeOutlet />
    </dialog>
  );
}

/** The patient record of the form: on file, or created from the form by staff. */
function PatientRecord({ form, onChanged }: { form: IntakeFormSummary; onChanged: (change: Partial<IntakeFormSummary>) => void }) {
  const [createRecord, call] = useCreateIntakePatientRecordMutation();
  const [recordId] = useState(newRequestId);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const linked = useRef<HTMLParagraphElement>(null);
  const linkedNow = Boolean(form.patientId);

  // The button goes once the record is on file: the focus it had goes to the line that replaced it
  // (before the screen is drawn), when this reviewer created it and the focus has not moved elsewhere.
  const creating = call.isLoading || result?.ok === true;
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (linkedNow && creating && (!active || active === document.body)) linked.current?.focus();
  }, [linkedNow, creating]);

  if (form.patientId) {
    return (
      <p className="intake-record is-linked" data-testid="intake-record" ref={linked} tabIndex={-1}>
        <span className="tag is-success is-light">Patient record on file</span> {result?.ok && <span role="status">{result.text}</span>}
      </p>
    );
  }

  async function create() {
    if (call.isLoading) return;
    setResult(null);
    try {
      const answer = await createRecord({ formId: form.id, id: recordId }).unwrap();
      onChanged({ patientId: answer.patientId });
      setResult({ ok: true, text: answer.message ?? 'The patient record was created.' });
    } catch (failure) {
      setResult({ ok: false, text: serverMessage(failure) ?? 'The patient record could not be created. Please try again.' });
    }
  }

  return (
    <div className="intake-record" data-testid="intake-record">
      <p>No patient record yet: confirm the patient to start one from this form.</p>
      <button type="button" className="button is-link" aria-disabled={call.isLoading || undefined} onClick={() => void create()}>
        {call.isLoading ? 'Creating...' : 'Create Patient Record'}
      </button>
      {result && !result.ok && (
        <p className="help is-danger" role="alert">
          {result.text}
        </p>
      )}
    </div>
  );
}
