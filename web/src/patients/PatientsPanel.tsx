import { useEffect, useRef, useState } from 'react';
import type { PatientListing } from '@pt/contracts';
import { useStaffAccess } from '../shared/session/staff-access';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { useDebounced } from '../shared/useDebounced';
import { AddPatientDialog } from './AddPatientDialog';
import { PatientDialog, type PatientDialogTab } from './manage/PatientDialog';
import { PatientCard } from './PatientCard';
import { usePatientsQuery } from './patientsEndpoints';
import '../shared/ui/staff-panel.scss';
import './patients.scss';

/**
 * A patient who left the list while their dialog was open (their new name no longer matches the search)
 * took their Manage button with them: the closing dialog could not give the focus back to it, and it
 * fell to the page's body. It goes to the name of the patient now in their place (the next, else the
 * one before, as the list stood when they were last in it), else the words saying none is found, else
 * the list's heading. `open`: the patient whose dialog is open.
 */
function useRefocusAfterClose(patients: readonly PatientListing[], open: PatientListing | null) {
  const [closed, setClosed] = useState<{ order: readonly string[] } | null>(null);
  const order = useRef<readonly string[]>([]);
  const title = useRef<HTMLHeadingElement>(null);
  const empty = useRef<HTMLHeadingElement>(null);
  const names = useRef(new Map<string, HTMLHeadingElement>());
  useEffect(() => {
    if (!open) return;
    const ids = patients.map((patient) => patient.id);
    const at = ids.indexOf(open.id);
    if (at >= 0) order.current = [open.id, ...ids.slice(at + 1), ...ids.slice(0, at).reverse()];
  }, [patients, open]);
  useEffect(() => {
    // The dialog gives the focus back to its opener as it closes: looked at after that.
    if (!closed || open) return;
    setClosed(null);
    // Only where the focus was lost: a control that has it keeps it.
    if (document.activeElement && document.activeElement !== document.body) return;
    const next = closed.order.find((id) => names.current.has(id));
    (next ? names.current.get(next) : (empty.current ?? title.current))?.focus();
  }, [closed, open]);
  return {
    title,
    empty,
    nameOf: (id: string) => (element: HTMLHeadingElement | null) => {
      if (element) names.current.set(id, element);
      else names.current.delete(id);
    },
    onClosed: () => setClosed({ order: order.current }),
  };
}

/** The Patients tab: search by name or e-mail, add a record, open a patient's program, progress and profile. */
export function PatientsPanel({ dialogTabs }: { dialogTabs?: readonly PatientDialogTab[] }) {
  const { canWrite } = useStaffAccess();
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim());
  const { data, currentData, isLoading, isError, error, refetch, isFetching } = usePatientsQuery(searched);
  const failed = useFailed(isError, error);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<PatientListing | null>(null);
  // While a new search runs, the previous results stay on screen; the count waits for the new ones.
  const patients = currentData ?? data ?? [];
  const searching = currentData === undefined && isFetching;
  // The count is said once a list is read: while the first one loads, or when it fails, it said '0 patients'.
  const read = (currentData ?? data) !== undefined;
  // The open patient as the list holds them now (it follows live changes), or as opened when the list no longer has them.
  const openNow = open && (patients.find((patient) => patient.id === open.id) ?? open);
  const refocus = useRefocusAfterClose(patients, open);

  return (
    <section className="staff-panel" aria-labelledby="patients-title">
      <div className="staff-panel-header">
        <div>
          <h2 className="title is-4 mb-1" id="patients-title" ref={refocus.title} tabIndex={-1}>
            Patients
          </h2>
          <p className="staff-panel-count" aria-live="polite" data-testid="patients-count">
            {searching ? 'Searching...' : !read ? '' : searched ? `${patients.length} found for “${searched}”` : patients.length === 1 ? '1 patient' : `${patients.length} patients`}
          </p>
        </div>
        {canWrite && (
          <button type="button" className="button is-primary" onClick={() => setAdding(true)}>
            Add Patient
          </button>
        )}
      </div>

      <div className="field patient-search" role="search" aria-label="Patients">
        <label className="label" htmlFor="patient-search">
          Search patients
        </label>
        <div className="control">
          <input id="patient-search" className="input" type="search" value={search} placeholder="Name or e-mail" onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>

      {failed ? (
        <LoadFailure what="The patients" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <PageLoading label="Loading patients..." />
      ) : patients.length === 0 ? (
        <div className="box empty-state" data-testid="patients-empty">
          <h3 className="title is-5" ref={refocus.empty} tabIndex={-1}>
            No Patients Found
          </h3>
          <p>
            {searched
              ? `No patient's name or e-mail contains “${searched}”. Check the spelling or search for part of the name.`
              : canWrite
                ? 'Patients appear here when they complete their portal profile, or when you add them.'
                : 'Patients appear here when they complete their portal profile or staff add them.'}
          </p>
        </div>
      ) : (
        <ul className="patient-grid" aria-busy={isFetching || undefined}>
          {patients.map((patient) => (
            <li key={patient.id}>
              <PatientCard patient={patient} actionLabel={canWrite ? 'Manage' : 'View'} onOpen={setOpen} nameRef={refocus.nameOf(patient.id)} />
            </li>
          ))}
        </ul>
      )}

      {adding && <AddPatientDialog onClose={() => setAdding(false)} />}
      {openNow && (
        <PatientDialog
          initial={openNow}
          onClose={() => {
            setOpen(null);
            refocus.onClosed();
          }}
          extraTabs={dialogTabs}
        />
      )}
    </section>
  );
}
