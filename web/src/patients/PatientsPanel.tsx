import { useRef, useState } from 'react';
import type { PatientListing } from '@pt/contracts';
import { useStaffAccess } from '../shared/session/staff-access';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { useFocusAfterChange } from '../shared/ui/useFocusAfterChange';
import { useDebounced } from '../shared/useDebounced';
import { AddPatientDialog } from './AddPatientDialog';
import { PatientDialog, type PatientDialogTab } from './manage/PatientDialog';
import { PatientCard } from './PatientCard';
import { usePatientsQuery } from './patientsEndpoints';
import '../shared/ui/staff-panel.scss';
import './patients.scss';

/** The Patients tab: search by name or e-mail, add a record, open a patient's program, progress and profile. */
export function PatientsPanel({ dialogTabs }: { dialogTabs?: readonly PatientDialogTab[] }) {
  const { canWrite } = useStaffAccess();
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim());
  const { data, currentData, isLoading, isError, error, refetch, isFetching, requestId } = usePatientsQuery(searched);
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
  const title = useRef<HTMLHeadingElement>(null);
  const empty = useRef<HTMLHeadingElement>(null);
  const names = useRef(new Map<string, HTMLHeadingElement>());
  const nameOf = (id: string) => (element: HTMLHeadingElement | null) => {
    if (element) names.current.set(id, element);
    else names.current.delete(id);
  };
  const handOff = useFocusAfterChange({
    items: patients,
    shown: patients.map((patient) => patient.id),
    read: { requestId, isFetching },
    focusOf: (id) => names.current.get(id) ?? null,
    fallback: () => empty.current ?? title.current,
    ownItemFirst: true,
    dialogOpen: open !== null || adding,
  });

  function openPatient(patient: PatientListing) {
    setOpen(patient);
    // A patient who leaves the list while their dialog is open (their new name no longer matches the
    // search) takes their Manage button with them: the closing dialog cannot give the focus back to
    // it. Looked at once, as the dialog closes, and only if the focus was lost: it goes to the
    // patient's name if they are back, else to the patient now in their place (as the list stood
    // when they were last in it), else the words saying none is found, else the list's heading.
    handOff.expect({ id: patient.id, landed: () => true });
  }

  return (
    <section className="staff-panel" aria-labelledby="patients-title">
      <div className="staff-panel-header">
        <div>
          <h2 className="title is-4 mb-1" id="patients-title" ref={title} tabIndex={-1}>
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
          <h3 className="title is-5" ref={empty} tabIndex={-1}>
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
              <PatientCard patient={patient} actionLabel={canWrite ? 'Manage' : 'View'} onOpen={openPatient} nameRef={nameOf(patient.id)} />
            </li>
          ))}
        </ul>
      )}

      {adding && <AddPatientDialog onClose={() => setAdding(false)} />}
      {openNow && (
        <PatientDialog
          initial={openNow}
          onClose={() => setOpen(null)}
          extraTabs={dialogTabs}
        />
      )}
    </section>
  );
}
